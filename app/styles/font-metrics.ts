// Reads the metrics of a font file (WOFF2 or TrueType) and computes the overrides of a fallback
// face that takes the same room as the web font, so swapping to the web font moves nothing
// (ADR 0016). `npx tsx app/styles/font-metrics.ts` prints the @font-face rules used in app.css;
// tests/unit/font-fallback.test.ts fails when app.css and the font files disagree.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Average advance of English text (letters weighted by how often they occur, plus spaces). */
  averageWidth: number;
}

// How often each character occurs in English text (the weighting Capsize uses for xWidthAvg).
const FREQUENCIES: Record<string, number> = {
  a: 0.0668,
  b: 0.0122,
  c: 0.0228,
  d: 0.0348,
  e: 0.1039,
  f: 0.0182,
  g: 0.0165,
  h: 0.0499,
  i: 0.057,
  j: 0.0013,
  k: 0.0063,
  l: 0.0329,
  m: 0.0197,
  n: 0.0552,
  o: 0.0614,
  p: 0.0158,
  q: 0.0008,
  r: 0.049,
  s: 0.0518,
  t: 0.0741,
  u: 0.0226,
  v: 0.008,
  w: 0.0193,
  x: 0.0012,
  y: 0.0162,
  z: 0.0006,
  ' ': 0.1818,
};

const WOFF2_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

/** The font's tables by tag. */
export function fontTables(file: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (file.toString('latin1', 0, 4) === 'wOF2') {
    const count = file.readUInt16BE(12);
    const compressedSize = file.readUInt32BE(20);
    let offset = 48;
    const readBase128 = () => {
      let value = 0;
      for (let i = 0; i < 5; i += 1) {
        const byte = file.readUInt8(offset);
        offset += 1;
        value = value * 128 + (byte & 0x7f);
        if ((byte & 0x80) === 0) return value;
      }
      throw new Error('bad UIntBase128');
    };
    const entries: { tag: string; length: number }[] = [];
    for (let i = 0; i < count; i += 1) {
      const flags = file.readUInt8(offset);
      offset += 1;
      let tag = WOFF2_TAGS[flags & 0x3f] ?? '';
      if ((flags & 0x3f) === 63) {
        tag = file.toString('latin1', offset, offset + 4);
        offset += 4;
      }
      const version = flags >> 6;
      let length = readBase128();
      const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
      if (transformed) length = readBase128();
      entries.push({ tag, length });
    }
    const data = brotliDecompressSync(file.subarray(offset, offset + compressedSize));
    let at = 0;
    for (const { tag, length } of entries) {
      found.set(tag, data.subarray(at, at + length));
      at += length;
    }
    return found;
  }
  const count = file.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const start = file.readUInt32BE(record + 8);
    found.set(
      file.toString('latin1', record, record + 4),
      file.subarray(start, start + file.readUInt32BE(record + 12)),
    );
  }
  return found;
}

/** The characters a font maps, with their glyph ids, from the cmap's Unicode subtables (format 4 and 12). */
export function characterMap(cmap: Buffer): Map<number, number> {
  const found = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const subtable = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(subtable);
    if (format === 4) {
      const segments = cmap.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
        for (let code = start; code <= cmap.readUInt16BE(ends + s * 2) && code !== 0xffff; code += 1) {
          let glyph = (code + delta) & 0xffff;
          if (rangeOffset !== 0) {
            glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) found.set(code, glyph);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(subtable + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = subtable + 16 + g * 12;
        const first = cmap.readUInt32BE(group + 8);
        for (let code = cmap.readUInt32BE(group); code <= cmap.readUInt32BE(group + 4); code += 1) {
          found.set(code, first + code - cmap.readUInt32BE(group));
        }
      }
    }
  }
  return found;
}

export function fontMetrics(file: Buffer): FontMetrics {
  const all = fontTables(file);
  const table = (tag: string) => {
    const found = all.get(tag);
    if (!found) throw new Error(`no ${tag} table`);
    return found;
  };
  const head = table('head');
  const hhea = table('hhea');
  const os2 = table('OS/2');
  const hmtx = table('hmtx');
  const characters = characterMap(table('cmap'));
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  const useTypo = (os2.readUInt16BE(62) & 0x80) !== 0;
  let averageWidth = 0;
  for (const [char, weight] of Object.entries(FREQUENCIES))
    averageWidth += advance(characters.get(char.charCodeAt(0)) ?? 0) * weight;
  return {
    unitsPerEm: head.readUInt16BE(18),
    // What browsers use for the line box: the typo metrics when the font asks for them, else hhea.
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: Math.abs(useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    averageWidth,
  };
}

/**
 * Arial, the fallback face (`local('Arial')`, or Liberation Sans, which has Arial's metrics), as
 * fontMetrics reads it from LiberationSans-Regular.ttf.
 */
export const ARIAL: FontMetrics = { unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67, averageWidth: 903.5415 };

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

// As Prettier writes them: no trailing zeros.
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/** The overrides that make the fallback take the web font's room. */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.averageWidth / font.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const scaled = (value: number) => value / font.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(scaled(font.ascent)),
    descentOverride: percent(scaled(font.descent)),
    lineGapOverride: percent(scaled(font.lineGap)),
  };
}

/**
 * The web fonts the site uses and their fallback names, read from fontsource's latin files (the
 * core files pages load are cut from them and keep their metrics: tests/unit/font-subsets.test.ts).
 */
export const WEB_FONTS = [
  {
    family: 'Inter Variable',
    fallback: 'Inter Fallback',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    family: 'Plus Jakarta Sans Variable',
    fallback: 'Plus Jakarta Sans Fallback',
    file: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  },
] as const;

export function fallbackFaces(arial: FontMetrics): string {
  const require = createRequire(import.meta.url);
  return WEB_FONTS.map(({ fallback, file }) => {
    const overrides = fallbackOverrides(fontMetrics(readFileSync(require.resolve(file))), arial);
    return [
      '@font-face {',
      `  font-family: '${fallback}';`,
      "  src: local('Arial'), local('Liberation Sans'), local('Helvetica');",
      `  size-adjust: ${overrides.sizeAdjust};`,
      `  ascent-override: ${overrides.ascentOverride};`,
      `  descent-override: ${overrides.descentOverride};`,
      `  line-gap-override: ${overrides.lineGapOverride};`,
      '}',
    ].join('\n');
  }).join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const liberation = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
  // What this command prints is its answer (CSS to paste into app.css), not a log.
  process.stdout.write(`/* Liberation Sans: ${JSON.stringify(fontMetrics(readFileSync(liberation)))} */\n`);
  process.stdout.write(`${fallbackFaces(ARIAL)}\n`);
}
