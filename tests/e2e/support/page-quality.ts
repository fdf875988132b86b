import type { Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';

// ADR 0016: nothing moves (CLS at most 0.01 at phone and desktop widths), the console stays
// clean (no error, no content-policy violation) and no element carries two classes that set the
// same thing (app/lib/cn.ts joins classes without tailwind-merge at run time).
export const MAX_CLS = 0.01;

export interface PageQuality {
  /** The cumulative layout shift so far, shifts right after the visitor's input left out. */
  cls: number;
  /** Each shift: its value and the elements that moved. */
  shifts: string[];
  /** Content-policy violations the page reported. */
  violations: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

declare global {
  interface Window {
    __readQuality: () => Omit<PageQuality, 'errors'>;
  }
}

/** The console errors and uncaught exceptions of a page, as they happen. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Starts recording the page's layout shifts, content-policy violations and console errors from
 * its first byte on; call before page.goto. The function returned reads what was recorded until
 * now, including layout shifts not yet handed to the observer.
 */
export async function recordQuality(page: Page): Promise<() => Promise<PageQuality>> {
  const errors = consoleErrors(page);
  await page.addInitScript(() => {
    const quality = { cls: 0, shifts: [] as string[], violations: [] as string[] };
    const count = (list: PerformanceEntryList) => {
      for (const entry of list as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        quality.cls += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 120)
            : String(node);
        });
        quality.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    };
    const observer = new PerformanceObserver((list) => count(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => {
      quality.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
    window.__readQuality = () => {
      count(observer.takeRecords());
      return { cls: quality.cls, shifts: [...quality.shifts], violations: [...quality.violations] };
    };
  });
  return async () => ({ ...(await page.evaluate(() => window.__readQuality())), errors: [...errors] });
}

/** Class lists in which one class overrides another (what tailwind-merge would drop), once each. */
export async function conflictingClasses(page: Page): Promise<string[]> {
  const classLists = await page.$$eval('[class]', (elements) =>
    elements.map((element) => element.getAttribute('class') ?? ''),
  );
  return [...new Set(classLists.map((list) => list.trim().split(/\s+/).join(' ')))].filter(
    (list) => twMerge(list) !== list,
  );
}
