import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { WIDTHS, expectNoAxeViolations } from './support/a11y';
import { installClock, pauseClock, waitForHydration } from './support/hydration';

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
}

/**
 * Sonner mounts each toast from a zero-delay timer, which a paused clock has to let run. The first
 * toast of a page also waits for the toast library to arrive (it is fetched on first use), and its
 * timer is only set then: so the clock is moved on in small steps until the toast shows.
 */
async function expectToast(page: Page, title: string, description?: string) {
  const found = toast(page, title);
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(found).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [100], timeout: 10_000 });
  if (description) await expect(found).toContainText(description);
}

async function openSandbox(page: Page, hash = '') {
  await installClock(page);
  await page.goto(`/sandbox${hash}`);
  await waitForHydration(page);
}

function demoTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'Mobile app demos' }).getByRole('tab', { name });
}

const MOBILE_DEMOS = ['Scanner Demo', 'Voice Demo', 'Colors Demo', 'Quick Colors', 'Testing Demo', 'AI Demo'];

test.describe('sandbox tabs', () => {
  test('opens the scanner by default and the legal section for #cyber-policy', async ({ page }) => {
    await openSandbox(page, '#somewhere-else');
    await expect(page.getByRole('tab', { name: 'Mobile App Accessibility' })).toHaveAttribute('aria-selected', 'true');
    await expect(demoTab(page, 'Scanner Demo')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Accessibility Scanner' })).toBeVisible();

    await page.goto('/sandbox#cyber-policy');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Cyber Policy & Legal' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Legal Analysis Demo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Legal Analysis Demo', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accessibility Scanner' })).toBeHidden();
  });

  test('follows the ARIA tabs pattern with a roving tabindex and arrow keys', async ({ page }) => {
    await openSandbox(page);
    const tabs = page.getByRole('tablist', { name: 'Mobile app demos' }).getByRole('tab');
    await expect(tabs).toHaveText(MOBILE_DEMOS);
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: 'Voice Demo' })).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(5)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
  });

  for (const width of WIDTHS) {
    test(`every tab has no axe violations at ${width}px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await openSandbox(page);
      for (const name of MOBILE_DEMOS) {
        await demoTab(page, name).click();
        await expectNoAxeViolations(page, `${name} at ${width}px`);
      }
      await demoTab(page, 'Testing Demo').click();
      for (const name of ['Motor', 'Focus']) {
        await page.getByRole('tab', { name }).click();
        await expectNoAxeViolations(page, `Testing Demo, ${name} at ${width}px`);
      }
      await page.getByRole('tab', { name: 'Cyber Policy & Legal' }).click();
      await expectNoAxeViolations(page, `Legal Analysis Demo at ${width}px`);
    });
  }
});

test.describe('demo code loaded after the page (ADR 0016)', () => {
  test('a tab whose demo code is still on its way opens once it is in, and the demo works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(/\/assets\/screen-reader-demo-[\w-]+\.js$/, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/sandbox');
    await waitForHydration(page);
    // Fetched after hydration without waiting for the tab: the page's HTML does not load it.
    await expect.poll(() => requested.length).toBe(1);
    const html = await (await page.request.get('/sandbox')).text();
    expect(html).not.toMatch(/screen-reader-demo-[\w-]+\.js/);

    await demoTab(page, 'Voice Demo').click();
    // React commits a click's state at the end of the event: two frames on, a tab that switched
    // without its code would show it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(demoTab(page, 'Scanner Demo')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Voice Demo' })).toBeHidden();

    release();
    await expect(demoTab(page, 'Voice Demo')).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Voice Demo' });
    await panel.getByRole('button', { name: 'Start Demo' }).click();
    await expect(panel.getByTestId('simulator-status')).toHaveText('Step 1 of 9');
    expect(errors).toEqual([]);
  });
});

test.describe('scanner demo', () => {
  test('needs a URL or an image', async ({ page }) => {
    await openSandbox(page);
    await page.getByRole('button', { name: 'Start Scan' }).click();
    await expect(toast(page, 'Input Required')).toContainText('Please enter a URL or upload an image to scan.');
    await expect(page.getByTestId('scan-results')).toHaveCount(0);
  });

  test('scans for 3 seconds at 33%, shows the sample result and downloads the report', async ({ page }) => {
    await openSandbox(page);
    await page.getByLabel('App or website URL').fill('https://example.com/app');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Start Scan' }).click();

    await expect(page.getByRole('button', { name: 'Scanning...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toHaveAttribute('aria-valuenow', '33');
    await page.clock.runFor(2900);
    await expect(page.getByTestId('scan-results')).toHaveCount(0);
    await page.clock.runFor(200);

    const results = page.getByTestId('scan-results');
    await expect(results).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Accessibility score: 67/100' })).toBeVisible();
    await expect(results.getByText('Needs Work', { exact: true })).toBeVisible();
    await expect(results.getByText('28 issues found')).toBeVisible();
    for (const [category, count] of [
      ['Color Contrast', '8 issues'],
      ['Missing Alt Text', '12 issues'],
      ['Focus Order', '5 issues'],
      ['Heading Structure', '3 issues'],
    ] as const) {
      await expect(
        results.getByRole('listitem').filter({ has: page.getByText(category, { exact: true }) }),
      ).toContainText(count);
    }
    // The fixed demo figures.
    await expect(results).toContainText('$15K-$45K');
    await expect(results).toContainText('67%');
    await expectToast(page, 'Scan Complete!', 'Found 28 accessibility issues.');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('accessibility-report.md');
    const path = await download.path();
    const report = await readFile(path, 'utf8');
    expect(report).toContain('# Accessibility Scan Report');
    expect(report).toContain('https://example.com/app');
    expect(report).toContain('| Color Contrast | Error | High | 8 |');
    await expectToast(page, 'Report Downloaded');
  });

  test('accepts an image upload', async ({ page }) => {
    await openSandbox(page);
    await page.getByRole('tab', { name: 'Image Upload' }).click();
    await page.getByLabel('Screenshot of your app').setInputFiles({
      name: 'home-screen.webp',
      mimeType: 'image/webp',
      buffer: Buffer.from('RIFF0000WEBPVP8 '),
    });
    await expect(toast(page, 'Image Uploaded')).toContainText('Ready to scan for accessibility issues.');
    await expect(page.getByText('home-screen.webp is ready to scan.')).toBeVisible();
    await page.getByRole('button', { name: 'Start Scan' }).click();
    await page.clock.runFor(3000);
    await expect(page.getByTestId('scan-results')).toBeVisible();
  });
});

test.describe('voice demo', () => {
  test('starts, advances every 2 seconds, pauses, resumes, completes and resets', async ({ page }) => {
    await openSandbox(page);
    await demoTab(page, 'Voice Demo').click();
    const panel = page.getByRole('tabpanel', { name: 'Voice Demo' });
    const status = panel.getByTestId('simulator-status');
    await pauseClock(page);

    await panel.getByRole('button', { name: 'Start Demo' }).click();
    await expectToast(page, 'VoiceOver Checkout Started');
    await expect(status).toHaveText('Step 1 of 9');
    await expect(panel.locator('[aria-live="polite"]')).toHaveText('“Checkout, heading”');

    await page.clock.runFor(2000);
    await expect(status).toHaveText('Step 2 of 9');
    await expect(panel.locator('[aria-live="polite"]')).toHaveText('“Back, button”');

    await panel.getByRole('button', { name: 'Pause' }).click();
    await expectToast(page, 'Paused');
    await page.clock.runFor(6000);
    await expect(status).toHaveText('Paused at step 2 of 9');

    await panel.getByRole('button', { name: 'Resume' }).click();
    await expectToast(page, 'Resumed');
    await page.clock.runFor(2000 * 8);
    await expect(status).toHaveText('Demo Complete');
    await expectToast(page, 'Demo Complete');

    await panel.getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, 'Demo Reset');
    await expect(status).toHaveText('Ready');
  });
});

test.describe('color tools', () => {
  test('checks contrast as the colors change and copies hex values', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSandbox(page);
    await demoTab(page, 'Colors Demo').click();
    const result = page.getByTestId('contrast-result');
    await expect(page.getByLabel('Background color', { exact: true })).toHaveValue('#ffffff');
    await expect(page.getByLabel('Text color', { exact: true })).toHaveValue('#000000');
    await expect(result).toContainText('21.00:1');
    await expect(result).toContainText('WCAG AAA');

    await page.getByLabel('Text color', { exact: true }).fill('#777777');
    await expect(result).toContainText('4.48:1');
    await expect(result).toContainText('Fail');
    await expect(result).toContainText('Large text AA (3:1): Pass');

    await page.getByLabel('Text color', { exact: true }).fill('#4b48d6');
    await expect(result).toContainText('WCAG AA');

    await page.getByRole('button', { name: 'Copy background color' }).click();
    await expect(toast(page, 'Background Copied!')).toContainText('#ffffff');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#ffffff');
  });

  test('Quick Colors checks ready-made pairs and opens one in the checker', async ({ page }) => {
    await openSandbox(page);
    await demoTab(page, 'Quick Colors').click();
    const pair = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mid gray on white' }) });
    await expect(pair).toContainText('4.48:1');
    await expect(pair).toContainText('Fail');
    await pair.getByRole('link', { name: /Open in checker/ }).click();
    await expect(demoTab(page, 'Colors Demo')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Text color', { exact: true })).toHaveValue('#777777');
    await expect(page.getByTestId('contrast-result')).toContainText('4.48:1');
  });
});

test.describe('testing playground', () => {
  test('filters the sample screen and reports the slider thresholds', async ({ page }) => {
    await openSandbox(page);
    await demoTab(page, 'Testing Demo').click();
    const preview = page.getByTestId('vision-preview');
    await expect(preview).toHaveAttribute('data-mode', 'normal');
    expect(await preview.evaluate((element) => getComputedStyle(element).filter)).toBe('none');

    for (const mode of ['Protanopia', 'Deuteranopia', 'Tritanopia', 'Monochrome']) {
      await page.getByRole('radio', { name: mode }).check();
      await expect(preview).toHaveAttribute('data-mode', mode.toLowerCase());
      const filter = await preview.evaluate((element) => getComputedStyle(element).filter);
      expect(filter).toMatch(/^url\("?#.+-/);
      const filterId = /#([^")]+)/.exec(filter)?.[1] ?? '';
      await expect(page.locator(`filter[id="${filterId}"] feColorMatrix`)).toHaveCount(1);
    }

    const font = page.getByLabel(/Font size/);
    await expect(font).toHaveAttribute('min', '12');
    await expect(font).toHaveAttribute('max', '24');
    await expect(font).toHaveValue('16');
    await expect(page.getByText('WCAG Compliant')).toBeVisible();
    await font.fill('15');
    await expect(page.getByText('WCAG Compliant')).toHaveCount(0);
    await font.fill('16');
    await expect(page.getByText('WCAG Compliant')).toBeVisible();

    await page.getByRole('tab', { name: 'Motor' }).click();
    const target = page.getByLabel(/Touch target size/);
    await expect(target).toHaveAttribute('step', '2');
    await expect(target).toHaveValue('44');
    await expect(page.getByText('Mobile Accessible')).toBeVisible();
    await target.fill('42');
    await expect(page.getByText('Mobile Accessible')).toHaveCount(0);
    await expect(page.getByTestId('touch-preview').locator('span').first()).toHaveCSS('width', '42px');

    await page.getByRole('tab', { name: 'Focus' }).click();
    const toggle = page.getByRole('switch', { name: 'Show focus indicators' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('focus-preview')).toHaveAttribute('data-focus', 'off');
  });
});

test.describe('AI demo', () => {
  test('requires both selections, then generates and replaces a plan', async ({ page }) => {
    await openSandbox(page);
    await demoTab(page, 'AI Demo').click();
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(toast(page, 'Selection Required')).toContainText('Please select both industry and app type.');

    await page.getByLabel('Industry').selectOption('healthcare');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByTestId('recommendations')).toHaveCount(0);

    await page.getByLabel('App type').selectOption('flutter');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(toast(page, 'Recommendations Generated!')).toContainText(
      'Customized healthcare accessibility plan created.',
    );
    const plan = page.getByTestId('recommendations');
    await expect(plan.getByRole('heading', { name: 'Accessibility plan: Healthcare, Flutter' })).toBeFocused();
    await expect(plan.getByRole('region', { name: 'Priority actions' }).getByRole('listitem')).toHaveCount(3);
    await expect(plan).toContainText('Semantics tree');
    await expect(page.getByTestId('checklist').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('checklist')).toContainText(/Compliant|Needs work/);

    await page.getByLabel('Industry').selectOption('retail');
    await page.getByLabel('App type').selectOption('pwa');
    await page.getByRole('button', { name: 'Generate Recommendations' }).click();
    await expect(page.getByTestId('recommendations')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Accessibility plan: Retail, Progressive Web App' })).toBeVisible();
    await expect(page.getByText('Semantics tree')).toHaveCount(0);
  });
});

test.describe('legal analysis demo', () => {
  test('is labeled a simulation and walks clause by clause', async ({ page }) => {
    await openSandbox(page, '#cyber-policy');
    const panel = page.getByRole('tabpanel', { name: 'Legal Analysis Demo' });
    await expect(panel.getByRole('note')).toContainText('Not legal advice.');
    await expect(panel.getByText('Educational simulation', { exact: true })).toBeVisible();
    await expect(panel.getByText('Step 1 of 7')).toBeVisible();
    await panel.getByRole('button', { name: 'Next clause' }).click();
    await expect(panel.getByText('Step 2 of 7')).toBeVisible();
    await expect(panel.getByRole('heading', { name: '§3.1 Accessibility standard' })).toBeFocused();
    await expect(panel.getByText('Step 1 of 7')).toBeHidden();
    await panel.getByRole('button', { name: /§7\.3 Sign-in security/ }).click();
    await expect(panel.getByText('Step 5 of 7')).toBeVisible();
    await expect(panel.getByRole('article').filter({ hasText: 'Step 5 of 7' })).toContainText('Gap found');
  });
});
