import { PREVIEW_COOKIE } from '~/content/preview-cookie.server';
import { CONFIRMATION_COOKIE } from '~/submissions/confirmation-flash.server';
import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import '~/load-context';
import { withPreviewMode } from '~/render/preview-bar.server';
import { withVisitScript } from '~/submissions/visit-script.server';
import { hydrateAfterPaint } from '~/render/hydrate-after-paint.server';
import { sendMarkupOnce } from '~/render/markup-once.server';
import { applyPreviewHeaders, isPreviewMode } from '~/content/preview.server';
import { previewPerspective } from '~/content/content.server';
import { perspectiveCookieUpdate } from '~/content/preview-perspective.server';
import { validateEnvAtStart } from '~/env.server';
import { startLeadRetrier, stopLeadRetrier } from '~/leads/leads.server';
import { startOperations, stopOperations } from '~/operations/operations.server';
import { sanityImageOrigin } from '~/content/sanity-config.server';
import { setSecurityHeaders } from '~/render/security-headers.server';
import { pageStructuredData } from '~/pages/page-structured-data.server';
import { StructuredDataContext } from '~/render/structured-data-context';
import { logger } from '../server/logger.js';

// What the production server (server/) reads from this build, so that it shares the app's
// module instances: the one content-version signal and the one validated environment.
export { contentChanged, contentVersion, nextContentChange, onContentChange } from '~/content/content-version.server';
export { onPagesChange, pagesChanged } from '~/content/page-changes.server';
export { getEnv } from '~/env.server';
/** The only cookies the site reads: a request with any other cookie still gets the shared page. */
export const SITE_COOKIES = [PREVIEW_COOKIE, CONFIRMATION_COOKIE];

// Runs when the server build is imported, before any request: in production a missing
// SESSION_SECRET or a bad variable stops the process with one line (ADR 0010).
if (process.env.NODE_ENV === 'production' && validateEnvAtStart()) {
  // Leads stored before a crash or while a service was down are delivered without waiting for a
  // new submission. The timer is unref'd; the server stops it on shutdown.
  startLeadRetrier();
  // The alarm before an enquiry is missed, and the undelivered-lead gauges.
  startOperations();
}

// For the project's server (build.entry.module): it stops the retrier and the alarm on SIGTERM,
// and answers /readyz with the app's checks.
export { startLeadRetrier, stopLeadRetrier, stopOperations };
export { readiness } from '~/operations/operations.server';

const ABORT_DELAY_MS = 5_000;
const renderLog = logger('render');

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  if (responseStatusCode === 405) responseHeaders.set('Allow', 'GET, HEAD');
  const structuredData = await pageStructuredData(request, remixContext);
  // The same lookup the page's reads made: which perspective preview shows, for the bar.
  const preview = isPreviewMode(request) ? await previewPerspective(request) : undefined;
  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    let timedOut = false;
    const chunks: Buffer[] = [];
    // The whole page is rendered before it is sent: every loader here is quick, crawlers and
    // no-JavaScript visitors get complete HTML with a correct status, the page is compressed
    // in one piece, and the content policy can hash every inline script of the finished page.
    const { pipe, abort } = renderToPipeableStream(
      <StructuredDataContext.Provider value={structuredData}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
      </StructuredDataContext.Provider>,
      {
        // Every Suspense boundary is written in place, however large: by default React sends a
        // boundary over 12.8 kB as its fallback plus a script that swaps the content in, which
        // a visitor without JavaScript never runs (the sandbox's demos are in such boundaries).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', (error) => {
            clearTimeout(timer);
            reject(error);
          });
          body.on('end', () => {
            clearTimeout(timer);
            const rendered = withVisitScript(hydrateAfterPaint(sendMarkupOnce(Buffer.concat(chunks).toString('utf8'))));
            const html = preview ? withPreviewMode(rendered, request, preview.label) : rendered;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const imageOrigin = sanityImageOrigin();
            setSecurityHeaders(responseHeaders, {
              html,
              production: process.env.NODE_ENV === 'production',
              imageOrigins: imageOrigin ? [imageOrigin] : [],
            });
            // Drafts are never cached, and only the Studio may frame them.
            if (preview) applyPreviewHeaders(responseHeaders);
            const perspectiveCookie = preview ? perspectiveCookieUpdate(request) : undefined;
            if (perspectiveCookie) responseHeaders.append('Set-Cookie', perspectiveCookie);
            // A render cut off for time is not broken: the visitor may try again shortly (the
            // production server answers before this with the page's last good copy or a 503).
            if (timedOut) responseHeaders.set('Retry-After', '5');
            const status = timedOut ? 503 : didError ? 500 : responseStatusCode;
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          didError = true;
          // Aborted boundaries report one error each: the one line below says it instead.
          if (!timedOut)
            renderLog.error({ err: error, path: new URL(request.url).pathname.slice(0, 200) }, 'render failed');
        },
      },
    );
    // A render still running after the abort delay is cut off; a finished one clears the timer
    // so nothing keeps the process alive at shutdown.
    const timer = setTimeout(() => {
      timedOut = true;
      const pathname = new URL(request.url).pathname.slice(0, 200);
      renderLog.warn({ path: pathname }, `${pathname} cut off after ${ABORT_DELAY_MS + 1000} ms`);
      abort();
    }, ABORT_DELAY_MS + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  if (isPreviewMode(request)) {
    applyPreviewHeaders(response.headers);
    const perspectiveCookie = perspectiveCookieUpdate(request);
    if (perspectiveCookie) response.headers.append('Set-Cookie', perspectiveCookie);
  }
  return response;
};

/**
 * Requests the site does not serve (a POST to a page without a form, an unknown URL) are the
 * sender's mistake: answered with their 4xx page and not logged. Real failures keep their stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  renderLog.error({ err: error, path: new URL(request.url).pathname.slice(0, 200) }, 'request failed');
};
