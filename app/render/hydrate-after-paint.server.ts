// The page is drawn before its JavaScript is fetched (ADR 0016, "paints at once").
//
// Remix's <Scripts> writes, at the end of <body>: one modulepreload link per module of the page,
// the inline script that sets up `window.__remixContext`, and an inline module script that
// imports the route modules and then entry.client, which hydrates the page. Left as they are, the
// browser fetches those modules while it still waits for the stylesheet and lays the page out, so
// on a slow connection they share the bandwidth the first paint needs.
//
// This wraps the links in a <template> (inert: nothing is fetched) and gives the module script a
// type the browser does not run. A small inline script after it puts both back as they were once
// the first contentful paint is reported, so the page React hydrates is the page Remix wrote.
// Without JavaScript nothing changes: the page is complete HTML either way. The content policy
// allows the module script by its hash, which is the same text under either type.

const PRELOADS = /(?:<link rel="modulepreload" href="[^"<>]+"\/>)+/;
const MODULE_SCRIPT = /<script type="module" async="">(?=[\s\S]*?<\/script>)/;
const WAITING_TYPE = 'remix/after-paint';
export const TEMPLATE_ID = 'modules-after-paint';

// Runs once while the page is parsed, as an inline script (its source is sent, one statement a
// line), and removes itself so that the document is what React renders. It waits for the first
// contentful paint to be on the screen: the browser reports it once the frame is shown, which can
// be well after the frame was drawn. A page opened in a background tab (or prerendered) draws
// nothing until it is shown, so it loads its modules at once.
function loadModulesAfterPaint(templateId: string, waitingType: string) {
  const load = () => {
    const links = document.getElementById(templateId);
    const waiting = document.querySelector(`script[type="${waitingType}"]`);
    if (!(links instanceof HTMLTemplateElement) || !waiting) return;
    links.replaceWith(document.importNode(links.content, true));
    const script = document.createElement('script');
    script.type = 'module';
    script.async = true;
    script.textContent = waiting.textContent;
    waiting.replaceWith(script);
  };
  if (document.hidden) {
    load();
  } else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // `buffered` also reports a paint made before this ran. The entries come from the observer,
    // not from `performance`, which test clocks (Playwright's) replace.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(({ name }) => name === 'first-contentful-paint')) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // A browser that does not report paints: just after the first frame is drawn.
    requestAnimationFrame(() => setTimeout(load));
  }
  document.currentScript?.remove();
}

const LOADER = `(${loadModulesAfterPaint.toString().replace(/\n\s+/g, '\n')})(${JSON.stringify(TEMPLATE_ID)}, ${JSON.stringify(WAITING_TYPE)});`;

/** The finished HTML of a page, its modules fetched after the first paint. Other HTML is returned as is. */
export function hydrateAfterPaint(html: string): string {
  const preloads = PRELOADS.exec(html);
  const script = MODULE_SCRIPT.exec(html);
  if (!preloads || !script || script.index < preloads.index) return html;
  const scriptEnd = html.indexOf('</script>', script.index) + '</script>'.length;
  return [
    html.slice(0, preloads.index),
    `<template id="${TEMPLATE_ID}">${preloads[0]}</template>`,
    html.slice(preloads.index + preloads[0].length, script.index),
    `<script type="${WAITING_TYPE}">`,
    html.slice(script.index + script[0].length, scriptEnd),
    `<script>${LOADER}</script>`,
    html.slice(scriptEnd),
  ].join('');
}
