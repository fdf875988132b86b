import type { Router } from '@remix-run/router';
import { enableVisualEditing, type HistoryUpdate } from '@sanity/visual-editing';

/**
 * Sanity's visual editing for a page in preview mode. It is a build entry of its own that the
 * server adds to preview pages only (one hashed inline script imports it), so nothing of it, not
 * even a lazy loader, is in the JavaScript of a normal page.
 *
 * It does what `<VisualEditing />` from `@sanity/visual-editing/remix` does, without React:
 * clicking a text in the Presentation tool opens its field, the Studio's URL bar follows the
 * page, and edits re-run the loaders through Remix's router.
 */
declare global {
  interface Window {
    __remixRouter?: Router;
  }
}

/**
 * Resolves with Remix's router once the page has hydrated. Visual editing mounts its overlay next
 * to <body>; doing so while React still hydrates <html> would be a mismatch. Remix's
 * <ScrollRestoration> (in the root layout) switches the history to manual scrolling in an effect,
 * that is once hydration has committed; after ten seconds visual editing starts regardless.
 */
const whenHydrated = new Promise<Router>((resolve) => {
  const started = Date.now();
  const poll = () => {
    const router = window.__remixRouter;
    if (router && (window.history.scrollRestoration === 'manual' || Date.now() - started > 10_000)) resolve(router);
    else setTimeout(poll, 50);
  };
  poll();
});

const pathOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`;

/** Re-runs the loaders and settles when they are done (Remix's `revalidate()` returns nothing). */
function revalidate(router: Router): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.revalidation !== 'idle') return;
      stop();
      resolve();
    });
    router.revalidate();
  });
}

/** The bar's Exit link returns to the page being shown, also after a client-side navigation. */
function followExitLink(path: string) {
  const exit = document.querySelector<HTMLAnchorElement>('[data-preview-exit]');
  if (exit) exit.setAttribute('href', `/api/preview-mode/disable?redirect=${encodeURIComponent(path)}`);
}

void whenHydrated.then((router) => {
  router.subscribe(({ location }) => followExitLink(`${location.pathname}${location.search}`));
  enableVisualEditing({
    zIndex: 1000,
    // Mutations the Studio already shows optimistically need no reload; anything else re-runs the
    // loaders, which read drafts in preview mode.
    refresh: (payload) => (payload.source === 'mutation' && payload.livePreviewEnabled ? false : revalidate(router)),
    history: {
      subscribe(navigate) {
        let current = pathOf(router.state.location);
        navigate({ type: 'push', url: current });
        return router.subscribe((state) => {
          const next = pathOf(state.location);
          if (next === current) return;
          current = next;
          navigate({ type: 'push', url: next });
        });
      },
      update(update: HistoryUpdate) {
        if (update.type === 'pop') void router.navigate(-1);
        else void router.navigate(update.url, { replace: update.type === 'replace' });
      },
    },
  });
});
