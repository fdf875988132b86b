import { expect, test } from './support/test';

// Every content page and product page is checked with axe at 375 and 1280 px, for its one h1
// and for links to the site's own pages in route-sweep.spec.ts; an unknown product's Page Not
// Found answer in tests/integration/production-server.test.ts.

test.describe('home page', () => {
  test('the hero types its last word and ends with the full heading', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Architecting & Engineering Performance');
    const typed = heading.locator('[data-typed-word]');
    // The last letter appears 11 × 140 ms after load; until then it is hidden.
    const lastLetter = typed.locator('span > span').nth(10);
    await expect(lastLetter).toHaveCSS('visibility', 'visible', { timeout: 5000 });
    await expect(typed).toHaveText('Architecting & Engineering Performance');
    await expect(heading).toBeVisible();
  });

  test('with reduced motion the heading is complete at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const letters = page.locator('[data-typed-word] span > span');
    const visibility = await letters.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).visibility));
    expect(visibility.slice(0, 11)).toEqual(Array(11).fill('visible'));
    await expect(page.getByTestId('logo-marquee')).toHaveCSS('animation-name', 'none');
    await context.close();
  });

  test('View Our Services scrolls smoothly to the services section', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
    await page.getByRole('link', { name: 'View Our Services' }).first().click();
    await expect(page).toHaveURL(/#services$/);
    const services = page.locator('#services');
    await expect(services).toBeInViewport();
    await expect(services.getByRole('heading', { level: 3, name: 'Mobile Engineering' })).toBeVisible();
  });

  test('the client logo strip loops every 20 seconds and pauses on hover', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByTestId('logo-marquee');
    await expect(marquee).toHaveCSS('animation-duration', '20s');
    await expect(marquee).toHaveCSS('animation-iteration-count', 'infinite');
    // The strip itself never stands still, so the pointer goes to its (static) frame.
    await marquee.locator('..').hover();
    await expect(marquee).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(marquee).toHaveCSS('animation-play-state', 'running');
    await page.getByText('Pause logos').click();
    await expect(marquee).toHaveCSS('animation-play-state', 'paused');
  });
});

test.describe('services FAQ accordion', () => {
  test('keeps one answer open at a time and closes the open one again', async ({ page }) => {
    await page.goto('/services');
    const faq = page.locator('[data-accordion]');
    const items = faq.locator('details');
    await expect(items).toHaveCount(8);

    await faq.getByText('How long does a typical mobile app take to build?').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).getByText('3 to 6 months')).toBeVisible();

    await faq.getByText('Do you work with government agencies?').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');

    await faq.getByText('Do you work with government agencies?').click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/services');
    const items = page.locator('[data-accordion] details');
    const summary = items.nth(2).locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(page.locator('[data-accordion] details[open]')).toHaveCount(0);
  });
});

test.describe('automation demos', () => {
  test('each of the six demos walks through four steps in a dialog', async ({ page }) => {
    // Six dialogs of four steps each: more than the default minute on a shared machine.
    test.setTimeout(150_000);
    await page.goto('/automation');
    const openers = page.getByRole('button', { name: /Watch the 4-step demo/ });
    await expect(openers).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      const opener = openers.nth(index);
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Previous step' })).toBeDisabled();
      for (let step = 2; step <= 4; step++) {
        await dialog.getByRole('button', { name: 'Next step' }).click();
        await expect(dialog.getByText(`Step ${step} of 4`)).toBeVisible();
      }
      await expect(dialog.getByRole('button', { name: 'Next step' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Previous step' }).click();
      await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
      await dialog.getByRole('button', { name: 'Next step' }).click();
      await dialog.getByRole('button', { name: 'Finish demo' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('a demo dialog closes with Escape and has no axe violations while open', async ({ page }) => {
    await page.goto('/automation');
    await page.getByRole('button', { name: /Watch the 4-step demo.*Invoice processing/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice processing' });
    await expect(dialog.getByRole('heading', { name: 'Invoices are collected' })).toBeVisible();
    const { expectNoAxeViolations } = await import('./support/a11y');
    await expectNoAxeViolations(page, 'the open demo dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('pricing', () => {
  test('pricing buttons are prefilled mail drafts to the enquiry address', async ({ page }) => {
    await page.goto('/pricing');
    const request = page.getByRole('link', { name: 'Request Audit' });
    await expect(request).toHaveAttribute(
      'href',
      /^mailto:hello@bluebonnetlabs\.studio\?subject=Pricing%20Inquiry%3A%20Professional%20Audit&body=/,
    );
    await expect(page.getByRole('link', { name: 'Try Demo Tools' }).first()).toHaveAttribute('href', '/sandbox');
  });
});

test.describe('about page', () => {
  test('swaps in the fallback image when the main image fails', async ({ page }) => {
    await page.goto('/about');
    const image = page.getByRole('img', { name: /team planning an app/ });
    const main = await image.getAttribute('src');
    expect(main).toMatch(/^\/media\/images\/local\/production\/[\da-f]{40}-640x480\.svg$/);
    await page.route(`**${main}`, (route) => route.abort());
    await page.reload();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /^\/media\/images\/local\/production\/[\da-f]{40}-\d+x\d+\.svg$/);
    await expect(image).not.toHaveAttribute('src', main ?? '');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('links in server-rendered bands', () => {
  test('a site link navigates in the page; a modified click and a place on the page are the browser’s', async ({
    page,
  }) => {
    await page.goto('/');
    // Set on this document: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Choose Your Service' }) });
    await section.getByRole('link', { name: /Explore Services/ }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

    // The hero's "View Our Services" points at a place on the same page: the browser scrolls.
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('a[href="#services"]').click();
    await expect(page).toHaveURL(/\/#services$/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

    // Ctrl-click opens a new tab and leaves this page alone.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      section.getByRole('link', { name: /Explore Services/ }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(opened).toHaveURL(/\/services$/);
    await expect(page).toHaveURL(/\/#services$/);
    await opened.close();
  });
});

test.describe('server-rendered markup', () => {
  test('is sent once, kept through hydration, and shown again after client navigation', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html.split('Choose Your Service').length - 1, 'in the page, not again in its data').toBe(1);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Marks the server's elements once the page is parsed, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const heading of document.querySelectorAll('[data-markup] h2')) Object.assign(heading, { __parsed: true });
      });
    });
    await page.goto('/');
    await page.waitForFunction(() => '__remixRouter' in window);
    const heading = page.getByRole('heading', { name: 'Choose Your Service' });
    await expect(heading).toBeVisible();
    // Once React has hydrated the band (it tags the band's element with its fiber), the parsed elements
    // are still there: nothing was rewritten from the data.
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element.closest('[data-markup]') ?? {}).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    const parsed = () => heading.evaluate((element) => (element as { __parsed?: boolean }).__parsed === true);
    expect(await parsed()).toBe(true);

    // Fresh data with the same markup (as after any form sent on the page) leaves the page's as it
    // is. Waited for: React has the fresh markup's text in the band's props (not only its name).
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { revalidate: () => Promise<void> } }).__remixRouter.revalidate(),
    );
    await expect
      .poll(() =>
        heading.evaluate((element) => {
          const band = element.closest('[data-markup]') ?? {};
          const key = Object.keys(band).find((name) => name.startsWith('__reactProps'));
          const props = (key ? (band as Record<string, unknown>)[key] : undefined) as
            { dangerouslySetInnerHTML?: { __html?: string } } | undefined;
          return props?.dangerouslySetInnerHTML?.__html?.startsWith('<') ?? false;
        }),
      )
      .toBe(true);
    expect(await parsed()).toBe(true);

    // Away and back by the site's links: the markup comes with the data this time.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('link', { name: 'Bluebonnet Labs, home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Bluebonnet Labs');
    await expect(page.locator('body')).not.toContainText('markup-ref:');
    expect(errors).toEqual([]);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/pricing', '/automation', '/products/secure-id']) {
    test(`opens on ${path} and closes after following a link`, async ({ page }) => {
      await page.goto(path);
      const toggle = page.locator('header summary');
      await expect(toggle).toContainText('Open menu');
      await toggle.click();
      await expect(toggle).toContainText('Close menu');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(menu).toBeHidden();
      await expect(toggle).toContainText('Open menu');
    });
  }
});
