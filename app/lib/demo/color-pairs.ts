import { checkContrast, type ContrastCheck } from '~/lib/contrast';

export type ColorPair = { name: string; background: string; text: string; note: string };

/** Ready-made pairs for the Quick Colors demo: common choices that pass and fail. */
export const COLOR_PAIRS: readonly ColorPair[] = [
  { name: 'Classic black on white', background: '#ffffff', text: '#000000', note: 'The maximum possible contrast.' },
  {
    name: 'Mid gray on white',
    background: '#ffffff',
    text: '#777777',
    note: 'A popular "subtle" gray that just misses AA.',
  },
  {
    name: 'Dark gray on white',
    background: '#ffffff',
    text: '#595959',
    note: 'The lightest gray that reaches AAA on white.',
  },
  {
    name: 'White on brand blue',
    background: '#4b48d6',
    text: '#ffffff',
    note: 'Button text on a saturated brand color.',
  },
  { name: 'White on orange', background: '#ff8c00', text: '#ffffff', note: 'Warning banners often fail here.' },
  {
    name: 'Yellow on white',
    background: '#ffffff',
    text: '#ffd700',
    note: 'Highlight colors are rarely readable as text.',
  },
  { name: 'Light gray on dark', background: '#121933', text: '#b4bad0', note: 'Secondary text on a dark theme.' },
  {
    name: 'Red on green',
    background: '#2e7d32',
    text: '#e53935',
    note: 'Low contrast and invisible to many color-blind users.',
  },
];

export type CheckedColorPair = ColorPair & { check: ContrastCheck };

/** Every preset is a valid hex pair, so each one always has a result. */
export function checkColorPairs(pairs: readonly ColorPair[] = COLOR_PAIRS): CheckedColorPair[] {
  return pairs.flatMap((pair) => {
    const check = checkContrast(pair.text, pair.background);
    return check ? [{ ...pair, check }] : [];
  });
}
