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
/** Presses sent before asking the page whether focus has left it. */
const BATCH = 20;

interface Store {
  obscured: string[];
  invisible: string[];
  /** Presses the page has received in this direction. */
  presses: number;
  /** Focus left the page: later presses of this direction are held back. */
  out: boolean;
  /** Removes the walk's listeners, so the page takes Tab again (a later check, a second walk). */
  end: AbortController;
}

/**
 * Tabs through the whole page forwards, then backwards, and records, as each press ends, every
 * focus stop hidden under the sticky header and every focus stop that cannot be seen at all (WCAG
 * 2.4.7). An input drawn through its label (a visually hidden checkbox whose label shows the ring)
 * counts as seen when a label of it is; an input laid transparently over its drop zone counts as
 * seen when the zone is. Run with reduced motion where positions matter: smooth scrolling is off,
 * so the position read is where the scroll ends.
 *
 * The presses are the browser's own key events (what `page.keyboard.press` sends), sent in batches
 * without a round trip each: the page checks each stop itself when the key comes up, after the
 * focus moved and scrolled, and finishes the transitions a focus starts so what it reads is what
 * the visitor sees once they end. Once focus leaves the page, the rest of a batch is held back so
 * the backward walk starts where a visitor's would, from the end.
 */
export async function walkFocus(page: Page): Promise<FocusWalk> {
  await page.evaluate(() => {
    const store: Store = { obscured: [], invisible: [], presses: 0, out: false, end: new AbortController() };
    const listening = { capture: true, signal: store.end.signal };
    (window as unknown as { __focusWalk: Store }).__focusWalk = store;
    const seen = (element: Element | null) => {
      if (!element) return false;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width >= 4 && box.height >= 4 && getComputedStyle(element).clipPath !== 'inset(50%)';
    };
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const isWalkKey = (event: KeyboardEvent) => event.key === 'Tab' && event.isTrusted;
    window.addEventListener(
      'keydown',
      (event) => {
        if (!isWalkKey(event) || !store.out) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      listening,
    );
    window.addEventListener(
      'keyup',
      (event) => {
        if (!isWalkKey(event) || store.out) return;
        store.presses += 1;
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) {
          store.out = store.presses > 1;
          return;
        }
        for (const animation of document.getAnimations()) {
          if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
        }
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
      },
      listening,
    );
  });
  const read = () =>
    page.evaluate(() => {
      const { obscured, invisible, out } = (window as unknown as { __focusWalk: Store }).__focusWalk;
      return { obscured, invisible, out };
    });
  const cdp = await page.context().newCDPSession(page);
  const trapped: string[] = [];
  try {
    for (const [name, modifiers] of [
      ['Tab', 0],
      ['Shift+Tab', 8],
    ] as const) {
      await page.evaluate(() => {
        const store = (window as unknown as { __focusWalk: Store }).__focusWalk;
        store.presses = 0;
        store.out = false;
      });
      let out = false;
      for (let sent = 0; sent < MAX_STOPS && !out; sent += BATCH) {
        const key = { modifiers, key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };
        await Promise.all(
          Array.from({ length: BATCH }, () => [
            cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
            cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
          ]).flat(),
        );
        out = (await read()).out;
      }
      if (!out) {
        const last = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');
        trapped.push(`${name} never leaves the page in ${MAX_STOPS} presses; it ends on ${last}`);
      }
    }
  } finally {
    await cdp.detach();
    await page.evaluate(() => (window as unknown as { __focusWalk: Store }).__focusWalk.end.abort());
  }
  const walk = await read();
  return { obscured: [...new Set(walk.obscured)], invisible: [...new Set(walk.invisible)], trapped };
}
