import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WIDTHS = [375, 1280] as const;

/** Runs axe with the WCAG 2.x A and AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** Loads a path at each width and checks it has no axe violations. */
export async function expectAccessibleAtAllWidths(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} at ${width}px`);
  }
}
