import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Set on <html> by the root layout's effect once the whole page has hydrated: a component mounted
 * after that (a client-side navigation, a dialog) is not hydrating server HTML, so it starts at
 * true. (An attribute, not module state, so that the root, on every page, loads none of this.)
 */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';

/** True around server HTML that React hydrates after the page: a lazy part (render/lazy-part.tsx). */
export const HydratesLaterContext = createContext(false);

/**
 * False in the server HTML and during hydration, true once React runs in the browser.
 *
 * The switch to true is a transition, so React re-renders the components that ask in slices,
 * between the visitor's input. (useSyncExternalStore, the usual way, makes that re-render
 * synchronous: one long task after hydration on /book-call, its whole form; ADR 0016.)
 */
export function useHydrated(): boolean {
  const hydratesLater = useContext(HydratesLaterContext);
  const [hydrated, setHydrated] = useState(
    () =>
      !hydratesLater &&
      typeof document !== 'undefined' &&
      document.documentElement.hasAttribute(PAGE_HYDRATED_ATTRIBUTE),
  );
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
