import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARIAL, fallbackFaces, fontMetrics } from '~/styles/font-metrics';

const css = readFileSync('app/styles/app.css', 'utf8');

describe('the size-matched fallback fonts', () => {
  it('app.css declares the overrides the web fonts’ own metrics give', () => {
    for (const face of fallbackFaces(ARIAL).split(/\n(?=@font-face)/)) expect(css).toContain(face);
  });

  it('reads real metrics from a WOFF2 file (Inter: 2048 units, ascent 1984, descent 494)', () => {
    const inter = fontMetrics(
      readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    );
    expect(inter).toMatchObject({ unitsPerEm: 2048, ascent: 1984, descent: 494, lineGap: 0 });
    // Inter is a little wider than Arial: the fallback is scaled up a few per cent.
    expect(inter.averageWidth / inter.unitsPerEm / (ARIAL.averageWidth / ARIAL.unitsPerEm)).toBeCloseTo(1.0734, 3);
  });

  it('each web font falls back to its sized face before any other font', () => {
    expect(css).toMatch(/--font-sans: 'Inter Variable', 'Inter Fallback',/);
    expect(css).toMatch(/'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback',/);
  });
});
