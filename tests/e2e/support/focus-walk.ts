import type { Page } from '@playwright/test';

export interface FocusWalk {
  /** Focused elements that ended up even partly under the sticky header (WCAG 2.4.11). */
  obscured: string[];
  /** Focus stops nobody can see: not drawn, or a box of a pixel or two with no visible label. */
  invisible: string[];
  /** A direction in which Tab never got back out of the page: a keyboard trap (WCAG 2.1.2). */
  trapped: string[];
}

/** More stops than any page of the site has: a walk this long is caught in a trap. */
const MAX_STOPS = 400;

/**
 * Tabs through the whole page forwards, then backwards, and records, one frame after each
 * `focusin`, every focus stop hidden under the sticky header and every focus stop that cannot be
 * seen at all (WCAG 2.4.7). An input drawn through its label (a visually hidden checkbox whose
 * label shows the ring) counts as seen when a label of it is; an input laid transparently over
 * its drop zone counts as seen when the zone is. Run with reduced motion where positions matter:
 * smooth scrolling is off, so the position read is where the scroll ends.
 */
export async function walkFocus(page: Page): Promise<FocusWalk> {
  await page.evaluate(() => {
    const store = { obscured: [] as string[], invisible: [] as string[] };
    (window as unknown as { __focusWalk: typeof store }).__focusWalk = store;
    const seen = (element: Element | null) => {
      if (!element) return false;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width >= 4 && box.height >= 4 && getComputedStyle(element).clipPath !== 'inset(50%)';
    };
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      requestAnimationFrame(() => {
        if (document.activeElement !== element) return;
        const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
        const visible =
          seen(element) ||
          (labels.length > 0
            ? labels.some(seen)
            : getComputedStyle(element).opacity === '0' && seen(element.parentElement));
        if (!visible) store.invisible.push(describe(element));

        const header = document.querySelector('header');
        if (!header || header.contains(element)) return;
        // The skip link is fixed below the header on purpose.
        if (getComputedStyle(element).position === 'fixed') return;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return;
        const headerBottom = header.getBoundingClientRect().bottom;
        if (box.top < headerBottom - 0.5) {
          store.obscured.push(`${describe(element)} top ${Math.round(box.top)} < ${Math.round(headerBottom)}`);
        }
      });
    });
  });
  const trapped: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    let out = false;
    for (let presses = 0; presses < MAX_STOPS && !out; presses += 1) {
      await page.keyboard.press(key);
      out = presses > 0 && (await page.evaluate(() => document.activeElement === document.body));
    }
    if (!out) {
      const last = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');
      trapped.push(`${key} never leaves the page in ${MAX_STOPS} presses; it ends on ${last}`);
    }
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const walk = await page.evaluate(
    () => (window as unknown as { __focusWalk: Omit<FocusWalk, 'trapped'> }).__focusWalk,
  );
  return { obscured: [...new Set(walk.obscured)], invisible: [...new Set(walk.invisible)], trapped };
}
