import { useNavigate } from '@remix-run/react';
import { useEffect, useMemo, useRef } from 'react';
import { MARKUP_REF, markupId } from './markup-id';

// Markup rendered on the server from content (server-html.server.tsx): the page bands, the footer,
// the contact details. The browser gets the markup and none of the code that made it (ADR 0016:
// the JavaScript budget, ADR 0016).

function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}

/** A picture whose file failed shows its fallback (SiteImage writes its addresses on the element). */
function showFallback(image: HTMLImageElement) {
  const { fallback, fallbackSrcset } = image.dataset;
  if (!fallback) return;
  delete image.dataset.fallback;
  if (fallbackSrcset) image.srcset = fallbackSrcset;
  else image.removeAttribute('srcset');
  image.src = fallback;
}

// The markup the first page load sent, by name, as the browser parsed it: that load's data names it
// instead of repeating it (markup-once.server.ts). Read before anything changes it, at the first
// render of a ServerHtml, which is during hydration (the footer is on every page).
let sentWithPage: Map<string, string> | undefined;

function markupSentWithPage(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!sentWithPage) {
    sentWithPage = new Map();
    for (const element of document.querySelectorAll<HTMLElement>('[data-markup]')) {
      const name = element.dataset.markup;
      if (name && !sentWithPage.has(name)) sentWithPage.set(name, element.innerHTML);
    }
  }
  return sentWithPage.get(id);
}

/**
 * Markup the server rendered. Its site links navigate like the site's other links (client-side,
 * keeping the page's state); a link to a place on the same page, another site or a mail draft is
 * left to the browser. A picture that fails shows its fallback. `contents` keeps the bands
 * siblings of the page's other bands.
 */
export function ServerHtml({ html }: { html: string }) {
  const id = useMemo(() => (html.startsWith(MARKUP_REF) ? html.slice(MARKUP_REF.length) : markupId(html)), [html]);
  // The same text as the page's own copy keeps that copy as it is (React compares the strings).
  const shown = markupSentWithPage(id) ?? html;
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isPlainClick(event, anchor)) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    // An image error does not bubble, and may have happened before this ran.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    };
    for (const image of element.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) showFallback(image);
    }
    element.addEventListener('click', onClick);
    element.addEventListener('error', onError, true);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('error', onError, true);
    };
  }, [navigate]);
  return <div data-markup={id} ref={ref} className="contents" dangerouslySetInnerHTML={{ __html: shown }} />;
}
