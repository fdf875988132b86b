import type { Page } from '@playwright/test';

/** How much wider than the window the page is, if it is (it must scroll only up and down). */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return scrollWidth > width ? [`${scrollWidth} px wide at ${width} px`] : [];
}

/**
 * Text-only zoom to 200 %: every element's font size doubled, as a browser's text-size setting
 * does, while widths set in px and rem stay. Then every visible text must lie inside the box it
 * is drawn in (the nearest ancestor with a background, border or clipping) and on the page.
 * Rewrites the page's font sizes: run it last on a page.
 */
export async function textOutsideItsBox(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLElement>('body, body *')];
    const sizes = elements.map((element) => parseFloat(getComputedStyle(element).fontSize));
    elements.forEach((element, index) => element.style.setProperty('font-size', `${sizes[index]! * 2}px`, 'important'));
    // A band laid out only near the screen (content-visibility: auto) keeps its estimated height
    // until then; a visitor sees each one laid out, so measure them all that way.
    for (const element of elements) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems = new Set<string>();
    // Nothing pushed sideways off the page either (the contact form once sat 336 px off it).
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.add(`the page is ${scrollWidth - width} px wider than the window`);
    const isBox = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(style.borderLeftWidth) > 0 ||
        parseFloat(style.borderRightWidth) > 0 ||
        style.overflowX !== 'visible'
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      // Code scrolls sideways on purpose; hidden and screen-reader-only text is not drawn.
      if (parent.closest('pre, [aria-hidden="true"], .sr-only, script, style, noscript, [data-testid="logo-marquee"]'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Visually hidden the way .sr-only hides it (clipped to nothing), e.g. by a container query.
      if (getComputedStyle(parent).clipPath === 'inset(50%)') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.add(`"${text.slice(0, 30)}" off the page (${Math.round(box.left)}–${Math.round(box.right)})`);
        continue;
      }
      let container = parent;
      while (container.parentElement && container !== document.body && !isBox(container))
        container = container.parentElement;
      if (container === document.body || getComputedStyle(container).overflowX === 'auto') continue;
      const outer = container.getBoundingClientRect();
      if (box.left < outer.left - 1 || box.right > outer.right + 1 || box.bottom > outer.bottom + 2) {
        problems.add(`"${text.slice(0, 30)}" outside its ${container.tagName.toLowerCase()}`);
      }
    }
    return [...problems];
  });
}
