export type ColorVisionMode = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia' | 'monochrome';

export type ColorVisionOption = {
  mode: ColorVisionMode;
  label: string;
  description: string;
  /**
   * A 4x5 feColorMatrix (row-major, as the SVG `values` attribute lists it) applied in linear
   * RGB, or null when the sample is shown unfiltered.
   */
  matrix: readonly number[] | null;
};

// 3x3 RGB simulation matrices at full severity from Machado, Oliveira and Fernandes (2009),
// "A Physiologically-based Model for Simulation of Color Vision Deficiency". They are defined
// on linear RGB, which is the color space SVG filters work in by default.
function rgbMatrix(rows: readonly [number, number, number][]): number[] {
  return [...rows.flatMap(([r, g, b]) => [r, g, b, 0, 0]), 0, 0, 0, 1, 0];
}

// Rec. 709 luminance weights, the ones WCAG's relative luminance uses.
const LUMINANCE: [number, number, number] = [0.2126, 0.7152, 0.0722];

export const COLOR_VISION_OPTIONS: readonly ColorVisionOption[] = [
  {
    mode: 'normal',
    label: 'Normal vision',
    description: 'Typical color vision: the design as intended.',
    matrix: null,
  },
  {
    mode: 'protanopia',
    label: 'Protanopia',
    description: 'No red cones (about 1% of men). Reds look dark and merge with greens and browns.',
    matrix: rgbMatrix([
      [0.152286, 1.052583, -0.204868],
      [0.114503, 0.786281, 0.099216],
      [-0.003882, -0.048116, 1.051998],
    ]),
  },
  {
    mode: 'deuteranopia',
    label: 'Deuteranopia',
    description: 'No green cones (about 1% of men). Red and green are hard to tell apart.',
    matrix: rgbMatrix([
      [0.367322, 0.860646, -0.227968],
      [0.280085, 0.672501, 0.047413],
      [-0.01182, 0.04294, 0.968881],
    ]),
  },
  {
    mode: 'tritanopia',
    label: 'Tritanopia',
    description: 'No blue cones (rare). Blue and green, and yellow and pink, are confused.',
    matrix: rgbMatrix([
      [1.255528, -0.076749, -0.178779],
      [-0.078411, 0.930809, 0.147602],
      [0.004733, 0.691367, 0.3039],
    ]),
  },
  {
    mode: 'monochrome',
    label: 'Monochrome',
    description: 'No color at all (achromatopsia), and how a grayscale screen or print shows the app.',
    matrix: rgbMatrix([LUMINANCE, LUMINANCE, LUMINANCE]),
  },
];

export const DEFAULT_COLOR_VISION_MODE: ColorVisionMode = 'normal';

/** Font size slider (px): 16 px body text is the accepted readable minimum. */
export const FONT_SIZE_RANGE = { min: 12, max: 24, step: 1, initial: 16 } as const;
const MIN_READABLE_FONT_SIZE = 16;

/** Touch target slider (px): 44x44 is the minimum Apple and WCAG 2.5.5 recommend. */
export const TOUCH_TARGET_RANGE = { min: 30, max: 60, step: 2, initial: 44 } as const;
const MIN_TOUCH_TARGET = 44;

export function isReadableFontSize(px: number): boolean {
  return px >= MIN_READABLE_FONT_SIZE;
}

export function isAccessibleTouchTarget(px: number): boolean {
  return px >= MIN_TOUCH_TARGET;
}

/** Applies a 4x5 color matrix to an RGB color with channels from 0 to 1 (alpha taken as 1). */
export function applyColorMatrix(
  matrix: readonly number[],
  [r, g, b]: readonly [number, number, number],
): [number, number, number] {
  const row = (index: number) => {
    const at = (offset: number) => matrix[index * 5 + offset] ?? 0;
    return at(0) * r + at(1) * g + at(2) * b + at(3) + at(4);
  };
  return [row(0), row(1), row(2)];
}
