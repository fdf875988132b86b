import { expect, test } from './support/test';
import { WIDTHS, expectNoAxeViolations } from './support/a11y';
import { installClock, pauseClock, waitForHydration } from './support/hydration';

const file = (name: string, size = 2048) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.alloc(size),
});

test.describe('real scan', () => {
  test('uploads in the browser, detects platforms, removes files and scans', async ({ page }) => {
    await installClock(page);
    await page.goto('/real-scan');
    await waitForHydration(page);
    await pauseClock(page);

    const input = page.getByLabel('Upload your app builds');
    await expect(input).toHaveAttribute('accept', '.ipa,.apk,.aab,.zip');
    await expect(page.getByText(/up to 500 MB each/)).toBeVisible();
    await input.setInputFiles([
      file('Shop.ipa'),
      file('shop-release.aab', 3 * 1024 * 1024),
      file('shop-source.zip'),
      file('my-flutter-app'),
    ]);

    const progress = page.getByRole('progressbar', { name: 'Uploading...' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(input).toBeDisabled();
    await page.clock.runFor(200);
    await expect(progress).toHaveAttribute('aria-valuenow', '10');
    await page.clock.runFor(800);
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByTestId('uploaded-files')).toHaveCount(0);
    await page.clock.runFor(1000);

    const list = page.getByTestId('uploaded-files');
    await expect(progress).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(row('Shop.ipa')).toContainText('iOS');
    await expect(row('shop-release.aab')).toContainText('Android');
    await expect(row('shop-release.aab')).toContainText('3 MB');
    await expect(row('shop-source.zip')).toContainText('Flutter');
    await expect(row('my-flutter-app')).toContainText('Flutter');

    await page.getByRole('button', { name: 'Remove my-flutter-app' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Scan 3 Apps' }).click();
    await expect(page.getByRole('button', { name: 'Scanning...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove Shop.ipa' })).toBeDisabled();
    await expect(input).toBeDisabled();
    await page.clock.runFor(2900);
    await expect(page.getByRole('alert')).not.toContainText('Scan complete');
    await page.clock.runFor(100);
    await expect(page.getByRole('alert')).toContainText('Scan complete!');
    await expect(page.getByRole('alert')).toContainText('would be shown here');
    await expect(page.getByRole('button', { name: 'Remove Shop.ipa' })).toBeEnabled();
  });

  test('links to website services, pricing and the sandbox', async ({ page }) => {
    await page.goto('/real-scan');
    await expect(page.getByRole('heading', { name: 'A scan that reads your app like your users do' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Website services' })).toHaveAttribute('href', '/website-services');
    await expect(page.getByRole('link', { name: 'See audit pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Try the free demo tools' })).toHaveAttribute('href', '/sandbox');
  });

  for (const width of WIDTHS) {
    test(`has no axe violations, with files listed too, at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/real-scan');
      await waitForHydration(page);
      await expectNoAxeViolations(page, `/real-scan at ${width}px`);
      await page.getByLabel('Upload your app builds').setInputFiles([file('Shop.ipa'), file('Shop.apk')]);
      await expect(page.getByTestId('uploaded-files').getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, `/real-scan with files at ${width}px`);
    });
  }
});
