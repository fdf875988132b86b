import { describe, expect, it } from 'vitest';
import { checkContrast } from '~/lib/contrast';
import { COLOR_PAIRS, checkColorPairs } from '~/lib/demo/color-pairs';
import {
  COLOR_VISION_OPTIONS,
  FONT_SIZE_RANGE,
  TOUCH_TARGET_RANGE,
  applyColorMatrix,
  isAccessibleTouchTarget,
  isReadableFontSize,
} from '~/lib/demo/color-vision';
import {
  LEGAL_DEMO_DISCLAIMER,
  OBLIGATIONS,
  POLICY_CLAUSES,
  findObligation,
  summarizeFindings,
} from '~/lib/demo/legal-analysis';

describe('color-vision simulation', () => {
  it('offers the five modes, normal unfiltered', () => {
    expect(COLOR_VISION_OPTIONS.map((option) => option.mode)).toEqual([
      'normal',
      'protanopia',
      'deuteranopia',
      'tritanopia',
      'monochrome',
    ]);
    expect(COLOR_VISION_OPTIONS[0]?.matrix).toBeNull();
  });

  it.each(
    COLOR_VISION_OPTIONS.filter((option) => option.matrix).map((option) => [option.mode, option.matrix ?? []] as const),
  )('%s is a 4x5 matrix that keeps white white and black black', (_mode, matrix) => {
    expect(matrix).toHaveLength(20);
    applyColorMatrix(matrix, [1, 1, 1]).forEach((channel) => expect(channel).toBeCloseTo(1, 2));
    expect(applyColorMatrix(matrix, [0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('makes pure red and pure green hard to tell apart for protanopia and deuteranopia', () => {
    for (const mode of ['protanopia', 'deuteranopia'] as const) {
      const matrix = COLOR_VISION_OPTIONS.find((option) => option.mode === mode)?.matrix ?? [];
      const red = applyColorMatrix(matrix, [1, 0, 0]);
      const green = applyColorMatrix(matrix, [0, 1, 0]);
      // Both land on the same yellow-brown axis: the blue channel barely differs.
      expect(Math.abs(red[2] - green[2])).toBeLessThan(0.1);
    }
  });

  it('turns every color gray in monochrome', () => {
    const matrix = COLOR_VISION_OPTIONS.find((option) => option.mode === 'monochrome')?.matrix ?? [];
    const [r, g, b] = applyColorMatrix(matrix, [0.9, 0.2, 0.4]);
    expect(r).toBeCloseTo(g);
    expect(g).toBeCloseTo(b);
  });

  it('uses the slider ranges and thresholds of the spec', () => {
    expect(FONT_SIZE_RANGE).toEqual({ min: 12, max: 24, step: 1, initial: 16 });
    expect(TOUCH_TARGET_RANGE).toEqual({ min: 30, max: 60, step: 2, initial: 44 });
    expect([15, 16, 24].map(isReadableFontSize)).toEqual([false, true, true]);
    expect([42, 44, 60].map(isAccessibleTouchTarget)).toEqual([false, true, true]);
  });
});

describe('quick color pairs', () => {
  it('checks every pair with the contrast module', () => {
    const checked = checkColorPairs();
    expect(checked).toHaveLength(COLOR_PAIRS.length);
    for (const pair of checked) expect(pair.check).toEqual(checkContrast(pair.text, pair.background));
  });

  it('includes passing and failing examples, with #777777 on white just missing AA', () => {
    const levels = new Set(checkColorPairs().map((pair) => pair.check.level));
    expect(levels).toEqual(new Set(['AAA', 'AA', 'Fail']));
    const gray = checkColorPairs().find((pair) => pair.text === '#777777');
    expect(gray?.check).toMatchObject({ ratio: 4.48, level: 'Fail', aaLarge: true });
  });
});

describe('legal analysis demo', () => {
  it('is labeled as an educational simulation and not legal advice', () => {
    expect(LEGAL_DEMO_DISCLAIMER).toMatch(/^Educational simulation only\./);
    expect(LEGAL_DEMO_DISCLAIMER).toContain('not legal advice');
  });

  it('covers Section 508, ADA Title II, WCAG 2.1 AA and state rules', () => {
    const names = OBLIGATIONS.map((obligation) => obligation.name).join(' | ');
    for (const expected of ['Section 508', 'ADA Title II', 'WCAG 2.1 Level AA', 'State accessibility rules'])
      expect(names).toContain(expected);
  });

  it('ties every clause to known obligations and counts the findings', () => {
    for (const clause of POLICY_CLAUSES) {
      expect(clause.obligations.length).toBeGreaterThan(0);
      for (const id of clause.obligations) expect(findObligation(id)).toBeDefined();
    }
    const summary = summarizeFindings();
    expect(summary.meets + summary.partial + summary.gap).toBe(POLICY_CLAUSES.length);
    expect(summary.gap).toBeGreaterThan(0);
    expect(new Set(POLICY_CLAUSES.map((clause) => clause.id)).size).toBe(POLICY_CLAUSES.length);
  });
});
