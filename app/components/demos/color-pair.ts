// What the page around the color checker needs of it, apart from its code (which loads with
// its tab): the pair of colors it checks and the id its links and no-JavaScript form land on.

export type ColorPairValue = { background: string; text: string };

export const COLORS_DEMO_ANCHOR = 'colors-demo';
