import { Suspense, type ComponentProps } from 'react';
import type { WebsiteRequest } from './website-request-form';

// The website request form sits below the page's hero and sections. Its code (the schema, the
// fields, the form code every form shares) is not in the page's HTML: it is fetched as the page
// hydrates. Until it arrives the server's markup stays as it is and submits as a plain form does
// without JavaScript; then it hydrates in place (issue 12, like the date picker of ADR 0016).

type WebsiteRequestComponent = typeof WebsiteRequest;

let loaded: WebsiteRequestComponent | undefined;
let loading: Promise<WebsiteRequestComponent> | undefined;

/** Fetches the form's code once; a client navigation to the page waits for it (the route's clientLoader). */
export function loadWebsiteRequest(): Promise<WebsiteRequestComponent> {
  loading ??= import('./website-request-form').then(
    (module) => (loaded = module.WebsiteRequest),
    (error: unknown) => {
      // A later render tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function Deferred(props: ComponentProps<WebsiteRequestComponent>) {
  // Suspends until the code has arrived: the server waits for it (the page is sent whole), the
  // browser keeps the server's markup and hydrates it then.
  if (!loaded) throw loadWebsiteRequest();
  const Component = loaded;
  return <Component {...props} />;
}

export function LazyWebsiteRequest(props: ComponentProps<WebsiteRequestComponent>) {
  return (
    <Suspense fallback={null}>
      <Deferred {...props} />
    </Suspense>
  );
}
