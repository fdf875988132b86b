import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { issueFormToken, MIN_FILL_MS } from '~/submissions/form-token.server';
import { FORM_TOKEN_PATH } from '~/submissions/submission-meta';
import { E2E_SESSION_SECRET } from './server-secret';

// Shared with the HTTP tests (tests/http), which read the same labels and mail drafts.
export { field, mailtoSubject } from '../../support/form-text';

/** What a test reads of a form's POST response. */
export interface PostResponse {
  status(): number;
  headers(): Record<string, string>;
  text(): Promise<string>;
}

// A hold set by holdPosts, which the capturing route of waitForPost waits for too.
const holds = new WeakMap<Page, Promise<void>>();

const isPostTo = (path: string) => (url: URL) => url.pathname.replace(/\.data$/, '') === path;

/**
 * The POST a form sends, with JavaScript (a fetcher to ...?enhanced) or without. The response is
 * fetched and kept by the test itself: a form that opens its mail draft navigates right after,
 * and Chromium no longer hands out the body of a response the page navigated away from.
 */
export async function waitForPost(page: Page, path: string): Promise<PostResponse> {
  let resolve: (response: PostResponse) => void = () => {};
  const captured = new Promise<PostResponse>((done) => {
    resolve = done;
  });
  let taken = false;
  const capture = async (route: Route) => {
    // Only the first post is captured; later ones go to the server untouched.
    if (route.request().method() !== 'POST' || taken) return route.fallback();
    taken = true;
    await holds.get(page);
    // Redirects are the browser's to follow, as they would be without the route.
    const response = await route.fetch({ maxRedirects: 0 });
    const body = await response.body();
    resolve({
      status: () => response.status(),
      headers: () => response.headers(),
      text: async () => body.toString('utf8'),
    });
    await route.fulfill({ response, body });
  };
  await page.route(isPostTo(path), capture);
  return captured;
}

/** Holds the form's POST back until `release` is called, so in-flight states can be seen. */
export async function holdPosts(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  holds.set(page, released);
  await page.route(isPostTo(path), async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    return route.fallback();
  });
  return { release: () => release() };
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** Opens a page and waits until React has taken over its forms (they then validate themselves). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('form[novalidate]').first().waitFor({ state: 'attached' });
}

/**
 * Hands the page (or every page of a context) a form token issued a little over the minimum fill
 * time ago (ADR 0018), as if the visitor had opened the form earlier: the post is judged a
 * person's without the test waiting out the seconds a person takes. Call before the page first
 * moves into a form. Every test of `./test` has it on its own context.
 */
export async function formOpenedEarlier(target: Page | BrowserContext) {
  await target.route(FORM_TOKEN_PATH, (route) =>
    route.fulfill({
      contentType: 'text/plain; charset=utf-8',
      headers: { 'Cache-Control': 'no-store' },
      body: issueFormToken(Date.now() - MIN_FILL_MS - 1_000, E2E_SESSION_SECRET),
    }),
  );
}
