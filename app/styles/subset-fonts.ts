// Splits each web font's latin file in two (ADR 0016): a small "core" file with the characters
// the site's text uses, the one root.tsx preloads, and a "rest" file with the remainder of
// fontsource's latin range, which a browser fetches only for a page that uses one of those
// characters. The other subsets (latin-ext, vietnamese, cyrillic, greek) stay fontsource's own.
//
//   npx tsx app/styles/subset-fonts.ts
//
// writes app/styles/fonts/*.woff2 from the installed fontsource files and the @font-face rules
// between the markers in app.css. tests/unit/font-subsets.test.ts fails when they disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { logger } from '../../server/logger.js';

/**
 * The core range: Basic Latin plus the punctuation and symbols of the site's text (the seed,
 * app/ strings): no-break space, § © ® · ×, dashes, curly quotes, bullet, ellipsis, € and ™.
 */
export const CORE_RANGE =
  'U+0020-007E,U+00A0,U+00A7,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122';

/**
 * The layout features the files keep: what browsers apply by default (composition, localised
 * forms, mark placement, kerning, ligatures, contextual alternates) plus the tabular figures of
 * Tailwind's `tabular-nums`. fontsource's files also have fractions (frac, numr, dnom) and
 * proportional figures (pnum), which no page asks for; the test fails if one starts to.
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'tnum'];

/**
 * The weights the site uses: Tailwind's font-normal (400) to font-extrabold (800). Both split
 * files keep the wght axis between these two only, which makes the preloaded core files a
 * quarter smaller than with the whole axis (Inter 100–900, Plus Jakarta Sans 200–800). The
 * test fails if a page asks for a weight outside it.
 */
export const WEIGHTS = { min: 400, max: 800 } as const;

export const FAMILIES = [
  { name: 'inter', family: 'Inter Variable', module: '@fontsource-variable/inter' },
  { name: 'plus-jakarta-sans', family: 'Plus Jakarta Sans Variable', module: '@fontsource-variable/plus-jakarta-sans' },
] as const;

export type Family = (typeof FAMILIES)[number];

export const STYLES_DIR = path.dirname(fileURLToPath(import.meta.url));
export const BEGIN_MARKER =
  '/* Web font faces, written by `npx tsx app/styles/subset-fonts.ts` (checked by tests/unit/font-subsets.test.ts). */';
export const END_MARKER = '/* End of the web font faces. */';

/** The code points of a CSS unicode-range (`U+0020-007E,U+00A0`). */
export function parseRange(range: string): Set<number> {
  const codes = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`bad unicode-range part: ${part}`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) codes.add(code);
  }
  return codes;
}

/** A set of code points as a unicode-range, written as fontsource writes them. */
export function formatRange(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const first = sorted[i] ?? 0;
    let last = first;
    while (sorted[i + 1] === last + 1) {
      last += 1;
      i += 1;
    }
    i += 1;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(',');
}

export interface Face {
  subset: string;
  family: string;
  weight: string;
  /** What the url() in app.css names: a fontsource file or one of ./fonts/. */
  src: string;
  range: string;
}

const require = createRequire(import.meta.url);

/** fontsource's upright variable (wght) faces of a family, as its index.css declares them. */
export function fontsourceFaces({ module, family }: Family): Face[] {
  const css = readFileSync(require.resolve(`${module}/index.css`), 'utf8');
  return [...css.matchAll(/\/\* (\S+) \*\/\s*@font-face \{([^}]*)\}/g)].map(([, comment = '', body = '']) => {
    const property = (name: string) => {
      const value = new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1];
      if (!value) throw new Error(`${comment}: no ${name}`);
      return value;
    };
    if (!property('font-family').includes(family) || property('font-style') !== 'normal') {
      throw new Error(`${comment}: not an upright face of ${family}`);
    }
    const file = /url\(\.\/files\/([^)]+)\)/.exec(property('src'))?.[1];
    if (!file) throw new Error(`${comment}: no file`);
    return {
      subset: comment.replace(
        /^.*?-(latin-ext|latin|vietnamese|cyrillic-ext|cyrillic|greek-ext|greek)-wght-normal$/,
        '$1',
      ),
      family,
      weight: property('font-weight'),
      src: `${module}/files/${file}`,
      range: property('unicode-range'),
    };
  });
}

/** fontsource's latin face of a family, the one split in two. */
export function latinFace(family: Family): Face {
  const face = fontsourceFaces(family).find(({ subset }) => subset === 'latin');
  if (!face) throw new Error(`${family.module}: no latin face`);
  return face;
}

/** The file names of a family's two latin parts, in app/styles/fonts/. */
export const coreFile = ({ name }: Family) => `fonts/${name}-latin-core-wght-normal.woff2`;
export const restFile = ({ name }: Family) => `fonts/${name}-latin-rest-wght-normal.woff2`;

/**
 * The faces app.css declares for a family: fontsource's, with its latin face split in core and
 * rest, all declaring the WEIGHTS. They must declare one weight range: Chromium combines only
 * the faces of a family with the same descriptors by unicode-range, so a latin face declared
 * otherwise than the others would never be used.
 */
export function siteFaces(family: Family): Face[] {
  const latin = { ...latinFace(family), weight: `${WEIGHTS.min} ${WEIGHTS.max}` };
  const core = parseRange(CORE_RANGE);
  const rest = [...parseRange(latin.range)].filter((code) => !core.has(code));
  return [
    ...fontsourceFaces(family)
      .filter(({ subset }) => subset !== 'latin')
      .map((face) => ({ ...face, weight: latin.weight })),
    // Last, as fontsource puts its latin face: where ranges overlap, the last face wins.
    { ...latin, subset: 'latin-rest', src: `./${restFile(family)}`, range: formatRange(rest) },
    { ...latin, subset: 'latin-core', src: `./${coreFile(family)}`, range: CORE_RANGE },
  ];
}

export function fontFaceRules(): string {
  return FAMILIES.flatMap(siteFaces)
    .map((face) =>
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${face.weight};`,
        `  src: url('${face.src}') format('woff2-variations');`,
        `  unicode-range: ${face.range};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}

/** The generated block of app.css, markers included. */
export const fontFaceBlock = () => `${BEGIN_MARKER}\n${fontFaceRules()}\n${END_MARKER}`;

type SubsetFont = (
  font: Buffer,
  text: string,
  options: {
    targetFormat: 'woff2';
    keepFeatures: string[];
    variationAxes: Record<string, { min: number; max: number }>;
  },
) => Promise<Buffer>;

async function main() {
  // A devDependency, loaded only here: harfbuzz's subsetter keeps the outlines, hinting, the wght
  // axis between WEIGHTS, the LAYOUT_FEATURES and every glyph the kept characters reach through them.
  const subsetFont = require('subset-font') as SubsetFont;
  for (const family of FAMILIES) {
    const latin = latinFace(family);
    const source = readFileSync(require.resolve(latin.src));
    for (const face of siteFaces(family).filter(
      ({ subset }) => subset.startsWith('latin-') && subset !== 'latin-ext',
    )) {
      const text = String.fromCodePoint(...parseRange(face.range));
      const file = path.join(STYLES_DIR, face.src);
      const subset = await subsetFont(source, text, {
        targetFormat: 'woff2',
        keepFeatures: LAYOUT_FEATURES,
        variationAxes: { wght: WEIGHTS },
      });
      writeFileSync(file, subset);
      logger('build').info(
        { file: path.relative(process.cwd(), file), bytes: subset.length, from: source.length },
        `${path.relative(process.cwd(), file)}: ${subset.length} bytes (from ${source.length})`,
      );
    }
  }
  const cssFile = path.join(STYLES_DIR, 'app.css');
  const css = readFileSync(cssFile, 'utf8');
  const begin = css.indexOf(BEGIN_MARKER);
  const end = css.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error(`app.css: no ${BEGIN_MARKER} … ${END_MARKER} block`);
  const prettier = await import('prettier');
  const written = css.slice(0, begin) + fontFaceBlock() + css.slice(end + END_MARKER.length);
  const options = await prettier.resolveConfig(cssFile);
  writeFileSync(cssFile, await prettier.format(written, { ...options, filepath: cssFile }));
  logger('build').info({ file: path.relative(process.cwd(), cssFile) }, 'font faces written');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
