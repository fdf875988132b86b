import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import {
  createElement,
  lazy,
  memo,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type FunctionComponent,
  type MemoExoticComponent,
} from 'react';
import { HydratesLaterContext } from '~/render/use-hydrated';

/**
 * A part of a page whose code the page does not load up front (ADR 0016: the JavaScript budget,
 * ADR 0016): the sandbox's demos behind a tab, the careers application form, the website request
 * form.
 *
 * The server renders it in full and in place (entry.server.tsx), so the HTML, and the page without
 * JavaScript, is the same as an eager component's. In the browser it sits in a Suspense boundary:
 * React keeps the server's HTML there until the code is in, fetches it right after hydrating the
 * page, then hydrates it (after a client-side navigation the part is empty until then). The
 * boundary is memoised, so a re-render of the page around it does not reach it while it waits
 * (a boundary that receives new props before it hydrates would drop the server's HTML); give it
 * props that stay the same (state setters, useCallback).
 */
export interface LazyPart<Props extends object> {
  Component: MemoExoticComponent<(props: Props) => JSX.Element>;
  /** Fetches the code (once; again after a failure) and resolves to the component when it is in. */
  load: () => Promise<ComponentType<Props>>;
  /** Whether the code is in, so the part can be shown and used at once. */
  isLoaded: () => boolean;
}

export function lazyPart<Props extends object>(importer: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchComponent = () =>
    (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // One more try when the first fetch fails (a dropped connection); a second failure reaches the
  // route's error boundary, as a route module that cannot load would.
  // (Typed as the component it resolves to: React.lazy's own type loses generic props.)
  const Lazy = lazy(async () => ({
    default: await fetchComponent().catch(fetchComponent),
  })) as unknown as FunctionComponent<Props>;
  function LazyBoundary(props: Props) {
    // Without the code at its first render, the part keeps the server's HTML and hydrates it later.
    const [hydratesLater] = useState(() => loaded === undefined);
    const part = <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
    return hydratesLater ? <HydratesLaterContext.Provider value>{part}</HydratesLaterContext.Provider> : part;
  }
  return {
    Component: memo(LazyBoundary),
    load: fetchComponent,
    isLoaded: () => loaded !== undefined,
  };
}

export interface Loadable {
  load: () => Promise<unknown>;
  isLoaded: () => boolean;
}

/**
 * The clientLoader of a route whose page holds lazy parts: a client navigation to the page waits
 * for their code as well as for the data, so a part never shows empty. (The first page load does
 * not run it: the server's data and HTML are used.)
 */
export function loadWithParts(...parts: readonly Loadable[]) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.load())]);
    return data;
  };
}

/**
 * For a switch (a tab) that shows a lazy part: `show(parts, apply)` applies the switch at once when
 * the parts' code is in (the usual case: it is fetched right after hydration), else as soon as it
 * is, so a part is never shown before it works. Only the latest request is applied.
 */
export function useShowWhenLoaded() {
  const latest = useRef(0);
  return useCallback((parts: readonly Loadable[], apply: () => void) => {
    const request = ++latest.current;
    const pending = parts.filter((part) => !part.isLoaded());
    if (pending.length === 0) {
      apply();
      return;
    }
    // Applied after a failed fetch too, so the switch still answers.
    const applyIfLatest = () => {
      if (latest.current === request) apply();
    };
    void Promise.all(pending.map((part) => part.load())).then(applyIfLatest, applyIfLatest);
  }, []);
}
