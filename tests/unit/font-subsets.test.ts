import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { characterMap, fontMetrics, fontTables } from '~/styles/font-metrics';
import { filesUnder } from '../support/files-under';
import {
  BEGIN_MARKER,
  CORE_RANGE,
  END_MARKER,
  FAMILIES,
  LAYOUT_FEATURES,
  WEIGHTS,
  coreFile,
  fontFaceBlock,
  fontsourceFaces,
  latinFace,
  parseRange,
  restFile,
  type Family,
} from '~/styles/subset-fonts';

const require = createRequire(import.meta.url);
const css = readFileSync('app/styles/app.css', 'utf8');

interface CssFace {
  family: string;
  src: string;
  weight: string;
  range: Set<number>;
}

/** The web font faces app.css declares (the fallback faces have no url()). */
const cssFaces: CssFace[] = [...css.matchAll(/@font-face \{([^}]*)\}/g)].flatMap(([, body = '']) => {
  const src = /src:\s*url\('([^']+)'\)\s*format\('woff2-variations'\);/.exec(body)?.[1];
  if (!src) return [];
  return [
    {
      family: /font-family:\s*'([^']+)';/.exec(body)?.[1] ?? '',
      src,
      weight: /font-weight:\s*([^;]+);/.exec(body)?.[1] ?? '',
      range: parseRange(/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? ''),
    },
  ];
});

const fileOf = (src: string) => (src.startsWith('./') ? path.join('app/styles', src) : require.resolve(src));
const tablesOf = (file: string) => fontTables(readFileSync(file));
const charactersOf = (file: string) => characterMap(tablesOf(file).get('cmap') ?? Buffer.alloc(0));
const sorted = (codes: Iterable<number>) => [...codes].sort((a, b) => a - b);

/** The feature tags of a GSUB or GPOS table's FeatureList. */
function featureTags(table: Buffer | undefined): string[] {
  if (!table) return [];
  const list = table.readUInt16BE(6);
  const count = table.readUInt16BE(list);
  const tags = new Set<string>();
  for (let i = 0; i < count; i += 1) tags.add(table.toString('latin1', list + 2 + i * 6, list + 6 + i * 6));
  return [...tags].sort();
}

/** The variation axes of an fvar table: tag, minimum, default, maximum. */
function variationAxes(fvar: Buffer | undefined): string[] {
  if (!fvar) return [];
  const offset = fvar.readUInt16BE(4);
  const size = fvar.readUInt16BE(10);
  return Array.from({ length: fvar.readUInt16BE(8) }, (_, i) => {
    const axis = offset + i * size;
    const fixed = (at: number) => fvar.readInt32BE(axis + at) / 65536;
    return `${fvar.toString('latin1', axis, axis + 4)} ${fixed(4)} ${fixed(8)} ${fixed(12)}`;
  });
}

/** Advance width (hmtx) of each mapped character. */
function advances(file: string): Map<number, number> {
  const tables = tablesOf(file);
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  if (!hhea || !hmtx) throw new Error(`${file}: no hhea or hmtx`);
  const longMetrics = hhea.readUInt16BE(34);
  const found = new Map<number, number>();
  for (const [code, glyph] of charactersOf(file)) {
    found.set(code, hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4));
  }
  return found;
}

/** The characters a list of faces renders: each face's unicode-range that its file has. */
function coverage(faces: { src: string; range: Set<number> }[]): Set<number> {
  const covered = new Set<number>();
  for (const face of faces) {
    for (const code of charactersOf(fileOf(face.src)).keys()) if (face.range.has(code)) covered.add(code);
  }
  return covered;
}

function face(family: Family, file: string): CssFace {
  const found = cssFaces.find((candidate) => candidate.family === family.family && candidate.src === `./${file}`);
  if (!found) throw new Error(`app.css: no face of ${family.family} with ./${file}`);
  return found;
}

/** The lines of the app's code and styles, with their file; but for the font script and the faces it writes. */
function sourceLines(): [line: string, file: string][] {
  return filesUnder('app')
    .filter((name) => /\.(tsx?|css)$/.test(name) && !name.endsWith('subset-fonts.ts'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const block = text.indexOf(BEGIN_MARKER);
      const kept = block < 0 ? text : text.slice(0, block) + text.slice(text.indexOf(END_MARKER) + END_MARKER.length);
      return kept.split('\n').map((line): [string, string] => [line, file]);
    });
}

const seedCharacters = new Set(
  [...readFileSync('studio/seed/production.ndjson', 'utf8')].map((char) => char.codePointAt(0) ?? 0),
);
const nonAscii = sorted(seedCharacters).filter((code) => code > 0x7e);

describe('the web fonts’ latin files, split in a preloaded core and the rest', () => {
  it('app.css declares the faces `npx tsx app/styles/subset-fonts.ts` writes, and no fontsource stylesheet', () => {
    // As Prettier lays it out: the same but for white space.
    const bare = (text: string) => text.replace(/\s+/g, '');
    expect(bare(css)).toContain(bare(fontFaceBlock()));
    expect(css).not.toMatch(/@import ['"]@fontsource/);
  });

  it('root.tsx preloads the two core files, and no other font', () => {
    const root = readFileSync('app/root.tsx', 'utf8');
    for (const family of FAMILIES) expect(root).toContain(`from '~/styles/${coreFile(family)}?url'`);
    expect(root.match(/\.woff2\?url'/g)).toHaveLength(FAMILIES.length);
  });

  it('app/styles/fonts holds the four generated files and nothing else', () => {
    expect(readdirSync('app/styles/fonts').sort()).toEqual(
      FAMILIES.flatMap((family) => [coreFile(family), restFile(family)].map((file) => path.basename(file))).sort(),
    );
  });

  describe.each(FAMILIES)('$family', (family) => {
    const source = require.resolve(latinFace(family).src);
    const latinRange = parseRange(latinFace(family).range);
    const sourceCharacters = charactersOf(source);
    const core = face(family, coreFile(family));
    const rest = face(family, restFile(family));
    const coreFilePath = fileOf(core.src);
    const restFilePath = fileOf(rest.src);

    it('the core file maps exactly the core range app.css gives it, all characters of the source', () => {
      expect(sorted(core.range)).toEqual(sorted(parseRange(CORE_RANGE)));
      expect(sorted(charactersOf(coreFilePath).keys())).toEqual(sorted(core.range));
      for (const code of core.range) expect(sourceCharacters.has(code)).toBe(true);
    });

    it('core and rest split fontsource’s latin range, and the rest file maps the source’s remaining characters', () => {
      for (const code of core.range) expect(rest.range.has(code)).toBe(false);
      expect(sorted(new Set([...core.range, ...rest.range]))).toEqual(sorted(latinRange));
      expect(sorted(charactersOf(restFilePath).keys())).toEqual(
        sorted([...sourceCharacters.keys()].filter((code) => rest.range.has(code))),
      );
    });

    it('both files keep the source’s metrics, advances, the wght axis between WEIGHTS and the kept layout features', () => {
      const sourceTables = tablesOf(source);
      const sourceAdvances = advances(source);
      expect(fontMetrics(readFileSync(coreFilePath))).toEqual(fontMetrics(readFileSync(source)));
      for (const tag of ['GSUB', 'GPOS']) {
        const kept = featureTags(sourceTables.get(tag)).filter((feature) => LAYOUT_FEATURES.includes(feature));
        const features = [coreFilePath, restFilePath].map((file) => featureTags(tablesOf(file).get(tag)));
        // The subsetter drops a feature with nothing left to do in a file (no marks in the core),
        // so each file has some of the kept features and the two together have them all.
        for (const found of features) expect(kept).toEqual(expect.arrayContaining(found));
        expect([...new Set(features.flat())].sort()).toEqual(kept);
      }
      // Kerning, contextual alternates and tabular figures apply to the core's characters.
      expect(featureTags(tablesOf(coreFilePath).get('GPOS'))).toContain('kern');
      expect(featureTags(tablesOf(coreFilePath).get('GSUB'))).toEqual(expect.arrayContaining(['calt', 'tnum']));
      for (const file of [coreFilePath, restFilePath]) {
        const tables = tablesOf(file);
        for (const [code, advance] of advances(file)) expect([code, advance]).toEqual([code, sourceAdvances.get(code)]);
        // The source's axes, wght cut to WEIGHTS (both sources' default, 400, is inside).
        const axes = variationAxes(sourceTables.get('fvar')).map((axis) => {
          const [tag, min, initial, max] = axis.split(' ');
          return tag === 'wght'
            ? `wght ${Math.max(Number(min), WEIGHTS.min)} ${initial} ${Math.min(Number(max), WEIGHTS.max)}`
            : axis;
        });
        expect(axes).toContainEqual(`wght ${WEIGHTS.min} 400 ${WEIGHTS.max}`);
        expect(variationAxes(tables.get('fvar'))).toEqual(axes);
      }
      // Every face of the family declares WEIGHTS: Chromium uses a face by its unicode-range only
      // among faces with the same descriptors (with another weight, the latin faces went unused).
      const weights = cssFaces.filter((candidate) => candidate.family === family.family).map(({ weight }) => weight);
      expect(new Set(weights)).toEqual(new Set([`${WEIGHTS.min} ${WEIGHTS.max}`]));
    });

    it('renders every character fontsource’s faces render (its other subsets are kept as they are)', () => {
      const ours = cssFaces.filter((candidate) => candidate.family === family.family);
      const theirs = fontsourceFaces(family).map(({ src, range }) => ({ src, range: parseRange(range) }));
      expect(sorted(coverage(ours))).toEqual(sorted(coverage(theirs)));
      expect(ours).toHaveLength(theirs.length + 1);
    });

    it('renders the seed’s non-ASCII characters the font has, those of latin from the core file', () => {
      const ours = coverage(cssFaces.filter((candidate) => candidate.family === family.family));
      const theirs = coverage(fontsourceFaces(family).map(({ src, range }) => ({ src, range: parseRange(range) })));
      for (const code of nonAscii) {
        const char = `${String.fromCodePoint(code)} (U+${code.toString(16).toUpperCase()})`;
        expect([char, ours.has(code)]).toEqual([char, theirs.has(code)]);
        // A seed character of fontsource's latin range outside CORE_RANGE: add it there and rerun the script.
        if (latinRange.has(code)) expect([char, core.range.has(code)]).toEqual([char, true]);
      }
    });
  });

  it('the site asks for no weight outside the files’ wght axis', () => {
    const utilities: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const asked = new Map<string, string>();
    for (const [line, file] of sourceLines()) {
      for (const match of line.matchAll(/(?:^|[\s'"`:])font-(\w+|\[[^\]]*\])(?=$|[\s'"`])/g)) {
        const name = match[1] ?? '';
        if (name in utilities || name.startsWith('[')) asked.set(name, file);
      }
      for (const match of line.matchAll(/font-weight:\s*([^;'"}]+)/g)) asked.set((match[1] ?? '').trim(), file);
    }
    expect(asked.get('extrabold')).toBeDefined();
    for (const [weight, file] of asked) {
      const value = utilities[weight] ?? Number(weight);
      const inside = value >= WEIGHTS.min && value <= WEIGHTS.max;
      expect([weight, file, inside]).toEqual([weight, file, true]);
    }
  });

  it('the site asks for no layout feature the files leave out', () => {
    const utilities: Record<string, string> = {
      'tabular-nums': 'tnum',
      'proportional-nums': 'pnum',
      'lining-nums': 'lnum',
      'oldstyle-nums': 'onum',
      'diagonal-fractions': 'frac',
      'stacked-fractions': 'afrc',
      'slashed-zero': 'zero',
      ordinal: 'ordn',
    };
    const asked = new Map<string, string>();
    for (const [line, file] of sourceLines()) {
      for (const [utility, feature] of Object.entries(utilities)) {
        if (new RegExp(`(^|[\\s'"\`:])${utility}($|[\\s'"\`])`).test(line)) asked.set(feature, file);
      }
      // font-feature-settings, font-variant-* or Tailwind's font-features-[…]: its tags, or a
      // name that is no feature when none is quoted.
      if (/font-feature-settings|font-variant|font-features-/.test(line)) {
        const tags = [...line.matchAll(/["']([a-z0-9]{4})["']/g)].map((match) => match[1] ?? '');
        for (const tag of tags.length ? tags : [`(${line.trim()})`]) asked.set(tag, file);
      }
    }
    expect(asked.get('tnum')).toBeDefined();
    for (const [feature, file] of asked)
      expect([feature, file, LAYOUT_FEATURES.includes(feature)]).toEqual([feature, file, true]);
  });
});
