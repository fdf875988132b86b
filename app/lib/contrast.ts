export type Rgb = { r: number; g: number; b: number };

export type WcagLevel = 'AAA' | 'AA' | 'Fail';

export type ContrastCheck = {
  /** Rounded to 2 decimals for display; the pass/fail fields use the exact ratio. */
  ratio: number;
  level: WcagLevel;
  aaNormal: boolean;
  aaLarge: boolean;
  aaaNormal: boolean;
  aaaLarge: boolean;
};

const AAA_NORMAL_MIN_RATIO = 7;
const AA_NORMAL_MIN_RATIO = 4.5;
const AAA_LARGE_MIN_RATIO = 4.5;
const AA_LARGE_MIN_RATIO = 3;

const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Accepts '#rgb' and '#rrggbb' (any case); anything else, including alpha forms, is rejected. */
export function parseHexColor(input: string): Rgb | null {
  const value = input.trim();

  const short = SHORT_HEX.exec(value);
  if (short) {
    const [, r = '', g = '', b = ''] = short;
    return { r: parseInt(r + r, 16), g: parseInt(g + g, 16), b: parseInt(b + b, 16) };
  }

  const long = LONG_HEX.exec(value);
  if (long) {
    const [, r = '', g = '', b = ''] = long;
    return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16) };
  }

  return null;
}

function linearizeChannel(channel: number): number {
  const c = channel / 255;
  // 0.03928 is the threshold quoted by WCAG 2.x; it is kept (not 0.04045) so results match the spec's figures.
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgb): number {
  return 0.2126 * linearizeChannel(color.r) + 0.7152 * linearizeChannel(color.g) + 0.0722 * linearizeChannel(color.b);
}

/** Unrounded ratio from 1 to 21; argument order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const lighter = Math.max(la, lb);
  const darker = Math.min(la, lb);
  return (lighter + 0.05) / (darker + 0.05);
}

export function roundRatio(ratio: number): number {
  return Math.round(ratio * 100) / 100;
}

/** Level for normal-size text. Pass the unrounded ratio: 4.499 must fail even though it displays as 4.50. */
export function wcagLevel(ratio: number): WcagLevel {
  if (ratio >= AAA_NORMAL_MIN_RATIO) return 'AAA';
  if (ratio >= AA_NORMAL_MIN_RATIO) return 'AA';
  return 'Fail';
}

/** Large text (18pt, or 14pt bold) only needs 3:1 for AA. */
export function passesLargeText(ratio: number): boolean {
  return ratio >= AA_LARGE_MIN_RATIO;
}

export function checkContrast(foreground: string, background: string): ContrastCheck | null {
  const fg = parseHexColor(foreground);
  const bg = parseHexColor(background);
  if (!fg || !bg) return null;

  const exact = contrastRatio(fg, bg);
  return {
    ratio: roundRatio(exact),
    level: wcagLevel(exact),
    aaNormal: exact >= AA_NORMAL_MIN_RATIO,
    aaLarge: passesLargeText(exact),
    aaaNormal: exact >= AAA_NORMAL_MIN_RATIO,
    aaaLarge: exact >= AAA_LARGE_MIN_RATIO,
  };
}

/** Initial values of the color checker (section 3 of the spec). */
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const DEFAULT_TEXT_COLOR = '#000000';

/** Toast title after copying a hex value, e.g. 'Background Copied!'. */
export function copiedToastTitle(label: string): string {
  return `${label} Copied!`;
}
