import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_TEXT_COLOR,
  checkContrast,
  contrastRatio,
  copiedToastTitle,
  parseHexColor,
  passesLargeText,
  relativeLuminance,
  roundRatio,
  wcagLevel,
} from '~/lib/contrast';

describe('parseHexColor', () => {
  it('parses six-digit hex in any case', () => {
    expect(parseHexColor('#1a2B3c')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseHexColor('#FFFFFF')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('expands three-digit hex by doubling each digit', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#0aF')).toEqual({ r: 0, g: 170, b: 255 });
  });

  it('ignores surrounding whitespace', () => {
    expect(parseHexColor('  #000000 ')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it.each(['', '#', 'fff', 'ffffff', '#ff', '#ffff', '#fffffff', '#ffffff80', '#ggg', 'red', '# fff'])(
    'rejects %j',
    (input) => {
      expect(parseHexColor(input)).toBeNull();
    },
  );
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });

  it('weights green most and blue least', () => {
    expect(relativeLuminance({ r: 255, g: 0, b: 0 })).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance({ r: 0, g: 255, b: 0 })).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance({ r: 0, g: 0, b: 255 })).toBeCloseTo(0.0722, 10);
  });

  it('uses the linear segment at and below the 0.03928 threshold', () => {
    // 10/255 = 0.0392… sits below the threshold, so it is divided by 12.92.
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(10 / 255 / 12.92, 12);
    // 11/255 = 0.0431… is above it and goes through the power curve.
    expect(relativeLuminance({ r: 11, g: 11, b: 11 })).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 12);
  });
});

describe('contrastRatio', () => {
  const black = { r: 0, g: 0, b: 0 };
  const white = { r: 255, g: 255, b: 255 };

  it('is 21 for black on white and 1 for identical colors', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('does not depend on argument order', () => {
    const gray = { r: 0x77, g: 0x77, b: 0x77 };
    expect(contrastRatio(gray, white)).toBe(contrastRatio(white, gray));
  });
});

describe('roundRatio', () => {
  it('rounds to two decimals', () => {
    expect(roundRatio(4.478089)).toBe(4.48);
    expect(roundRatio(4.542225)).toBe(4.54);
    expect(roundRatio(20.999999)).toBe(21);
  });
});

describe('wcagLevel and passesLargeText', () => {
  it.each([
    [21, 'AAA'],
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'Fail'],
    [1, 'Fail'],
  ] as const)('rates %d as %s', (ratio, level) => {
    expect(wcagLevel(ratio)).toBe(level);
  });

  it('passes large text from 3:1', () => {
    expect(passesLargeText(3)).toBe(true);
    expect(passesLargeText(2.99)).toBe(false);
  });
});

describe('checkContrast', () => {
  it('gives 21 and AAA for black on white', () => {
    expect(checkContrast('#000', '#fff')).toEqual({
      ratio: 21,
      level: 'AAA',
      aaNormal: true,
      aaLarge: true,
      aaaNormal: true,
      aaaLarge: true,
    });
  });

  it('fails #777777 on white for normal text at 4.48 but passes large text', () => {
    expect(checkContrast('#777777', '#ffffff')).toEqual({
      ratio: 4.48,
      level: 'Fail',
      aaNormal: false,
      aaLarge: true,
      aaaNormal: false,
      aaaLarge: false,
    });
  });

  it('passes #767676 on white at AA with 4.54', () => {
    expect(checkContrast('#767676', '#FFFFFF')).toEqual({
      ratio: 4.54,
      level: 'AA',
      aaNormal: true,
      aaLarge: true,
      aaaNormal: false,
      aaaLarge: true,
    });
  });

  it('gives 1 and Fail for the same color', () => {
    expect(checkContrast('#3366cc', '#36C')).toMatchObject({
      ratio: 1,
      level: 'Fail',
      aaLarge: false,
    });
  });

  it('is independent of which color is the foreground', () => {
    expect(checkContrast('#ffffff', '#767676')).toEqual(checkContrast('#767676', '#ffffff'));
  });

  it('judges the level on the exact ratio, not the displayed one', () => {
    // #0078d7 on white is 4.4989:1, which displays as 4.50 but still fails AA.
    expect(checkContrast('#0078d7', '#ffffff')).toMatchObject({
      ratio: 4.5,
      level: 'Fail',
      aaNormal: false,
      aaaLarge: false,
    });
    // #959595 on white is 2.9953:1, which displays as 3.00 but fails large text.
    expect(checkContrast('#959595', '#ffffff')).toMatchObject({ ratio: 3, aaLarge: false });
  });

  it('reaches AAA exactly at 7:1 (#595959 on white is 7.005)', () => {
    expect(checkContrast('#595959', '#ffffff')).toMatchObject({ ratio: 7, level: 'AAA' });
  });

  it('returns null when either color is invalid', () => {
    expect(checkContrast('#12345', '#ffffff')).toBeNull();
    expect(checkContrast('#000000', 'white')).toBeNull();
  });

  it('starts the checker at black text on white', () => {
    expect(checkContrast(DEFAULT_TEXT_COLOR, DEFAULT_BACKGROUND_COLOR)?.ratio).toBe(21);
  });
});

describe('copiedToastTitle', () => {
  it('names the copied value', () => {
    expect(copiedToastTitle('Background Color')).toBe('Background Color Copied!');
  });
});
