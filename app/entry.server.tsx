import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from '~/components/nonce';
import { applyPreviewHeaders, isPreviewMode } from '~/content/preview.server';
import { validateEnvAtStart } from '~/env.server';
import { startLeadRetrier, stopLeadRetrier } from '~/leads/leads.server';
import { createNonce, setSecurityHeaders } from '~/security-headers.server';

// Runs when the server build is imported, before any request: in production a missing
// SESSION_SECRET or a bad variable stops the process with one line (issue 11, point 6).
if (process.env.NODE_ENV === 'production' && validateEnvAtStart()) {
  // Leads stored before a crash or while a service was down are delivered without waiting for a
  // new submission. The timer is unref'd; the server stops it on shutdown.
  startLeadRetrier();
}

// For the project's server (build.entry.module): it stops the retrier on SIGTERM.
export { startLeadRetrier, stopLeadRetrier };

const ABORT_DELAY_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  setSecurityHeaders(responseHeaders, nonce, process.env.NODE_ENV === 'production');
  // Drafts are never cached, and only the Studio may frame them.
  if (isPreviewMode(request)) applyPreviewHeaders(responseHeaders);

  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    // The whole page is rendered before it is sent: every loader here is quick, and crawlers
    // and no-JavaScript visitors get complete HTML with a correct status.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: didError ? 500 : responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          didError = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  if (isPreviewMode(request)) applyPreviewHeaders(response.headers);
  return response;
};
