import { expect, test } from './support/test';
import { expectAccessibleAtAllWidths, expectNoAxeViolations, WIDTHS } from './support/a11y';
import { installClock, pauseClock, waitForHydration } from './support/hydration';
import { minimalPdf } from '../support/pdf';
import { captureMailDrafts } from './support/mail';

test.describe('careers', () => {
  for (const path of ['/careers', '/careers/data-scientist', '/careers/data-scientist/apply']) {
    test(`${path} has no axe violations at phone and desktop widths`, async ({ page }) => {
      await expectAccessibleAtAllWidths(page, path);
    });
  }

  test('the heading, badge and search filter the list as the visitor types', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
    await expect(page.getByText('Careers', { exact: true }).first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search positions' });
    await expect(search).toHaveAttribute('placeholder', 'Search positions...');
    await expect(page.getByRole('article')).toHaveCount(7);

    await search.fill('SALES');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'positions' })).toHaveText(/2 positions matching “SALES”/);
    await search.fill('washington');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Data Scientist');
    await search.fill('astronaut');
    await expect(page.getByText('No positions matching your search.')).toBeVisible();
  });

  test('details and application dialogs, then a submitted application closes both and confirms', async ({ page }) => {
    // Two dialogs, an upload and two axe scans: close to a minute on a shared machine.
    test.setTimeout(150_000);
    const mail = await captureMailDrafts(page);
    await page.goto('/careers');
    await waitForHydration(page);
    const viewDetails = page.getByRole('link', { name: /View Details.*UI\/UX Designer/ });
    await viewDetails.click();

    const details = page.getByRole('dialog', { name: 'UI/UX Designer' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Design');
    await expect(details).toContainText('Remote');
    await expect(details).toContainText('Full-time');
    await expect(details.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, 'job detail dialog');

    await details.getByRole('link', { name: 'Apply for this position' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
    await expect(apply).toBeVisible();

    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(apply.getByRole('alert')).toBeFocused();
    await expect(apply.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'application dialog with errors');

    await apply.getByLabel('Full name').fill('Ada Lovelace');
    await apply.getByLabel('Email').fill('ada@example.com');
    await apply.getByLabel('Phone').fill('(214) 555-0199');
    await apply.getByLabel('Cover letter').fill('I design for everyone.');
    await apply
      .getByLabel('Resume')
      .setInputFiles({ name: 'ada.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await apply.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Application Submitted!')).toBeVisible();
    await expect(page.getByText("Thank you for your interest. We'll be in touch soon.")).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(viewDetails).toBeFocused();
    await expect.poll(() => mail.last()?.searchParams.get('subject')).toBe('Job Application: UI/UX Designer');
    expect(mail.last()?.pathname).toBe('hello@bluebonnetlabs.studio');
    expect(mail.last()?.searchParams.get('body')).toContain('Ada Lovelace');

    // The form was reset: opening it again shows empty fields.
    await viewDetails.click();
    await page.getByRole('link', { name: 'Apply for this position' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply for UI/UX Designer' }).getByLabel('Full name')).toHaveValue(
      '',
    );
  });

  test('the success toast lasts five seconds', async ({ page }) => {
    await installClock(page);
    await page.goto('/careers/proposal-manager/apply');
    await waitForHydration(page);
    // From here on timers only fire when the test moves the clock, however busy the machine is.
    await pauseClock(page);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('(214) 555-0199');
    // Résumés are checked by content: a DOCX is a zip archive naming [Content_Types].xml and word/document.xml.
    await page.getByLabel('Resume').setInputFiles({
      name: 'ada.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('[Content_Types].xml word/document.xml'),
      ]),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const toast = page.getByText('Application Submitted!');
    // The toaster adds toasts on a timer of its own, so move the clock in small steps until it shows.
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return toast.isVisible();
      })
      .toBe(true);
    await page.clock.runFor(4_500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });

  test('Escape closes the dialogs one at a time and returns focus', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const viewDetails = page.getByRole('link', { name: /View Details.*Data Scientist/ });
    await viewDetails.click();
    await page.getByRole('link', { name: 'Apply for this position' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply for Data Scientist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Apply for Data Scientist' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Data Scientist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(viewDetails).toBeFocused();
  });

  for (const width of WIDTHS) {
    test(`the detail dialog fits a ${width}px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/careers');
      await waitForHydration(page);
      await waitForHydration(page);
      await page.getByRole('link', { name: /View Details.*Security Solutions Architect/ }).click();
      const box = await page.getByRole('dialog').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    });
  }
});
