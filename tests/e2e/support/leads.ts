import { expect, type Page, type Response } from '@playwright/test';

/** The POST a form sends, with JavaScript (a fetcher to ...?enhanced) or without. */
export function waitForPost(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.replace(/\.data$/, '') === path,
  );
}

/** Holds the form's POST back until `release` is called, so in-flight states can be seen. */
export async function holdPosts(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.replace(/\.data$/, '') === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await released;
      return route.fallback();
    },
  );
  return { release: () => release() };
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** Decodes the subject of a mailto: URL found in a response body or Location header. */
export function mailtoSubject(text: string): string | null {
  const match = /mailto:[^"\s\\]+/.exec(text);
  return match ? new URL(match[0]).searchParams.get('subject') : null;
}

/** A field's label, exactly, with its required mark or "(optional)" note. */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?:\\*|\\(optional\\))?$`);
}

/** Opens a page and waits until React has taken over its forms (they then validate themselves). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('form[novalidate]').first().waitFor({ state: 'attached' });
}
