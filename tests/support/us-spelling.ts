import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * US English for a Texas studio's US-facing site: the British spellings that have turned up in
 * its words, each with its US form. The spelling test (tests/integration/us-english.test.tsx) looks for
 * them in the seed and in the rendered text of every route; the fix below rewrites the seed.
 * Lower case; a capitalised or upper-case occurrence is matched and fixed in its own case.
 */
export const US_SPELLINGS: Record<string, string> = {
  analyse: 'analyze',
  analysed: 'analyzed',
  analyses: 'analyzes',
  analysing: 'analyzing',
  authorisation: 'authorization',
  authorise: 'authorize',
  authorised: 'authorized',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  catalogue: 'catalog',
  centre: 'center',
  centres: 'centers',
  colour: 'color',
  coloured: 'colored',
  colours: 'colors',
  customise: 'customize',
  customised: 'customized',
  defence: 'defense',
  emphasise: 'emphasize',
  emphasised: 'emphasized',
  favour: 'favor',
  favourite: 'favorite',
  grey: 'gray',
  greyscale: 'grayscale',
  honour: 'honor',
  judgement: 'judgment',
  labelled: 'labeled',
  labelling: 'labeling',
  licence: 'license',
  minimise: 'minimize',
  modelling: 'modeling',
  optimisation: 'optimization',
  optimise: 'optimize',
  optimised: 'optimized',
  organisation: 'organization',
  organisations: 'organizations',
  organise: 'organize',
  organised: 'organized',
  prioritise: 'prioritize',
  prioritised: 'prioritized',
  prioritises: 'prioritizes',
  prioritising: 'prioritizing',
  programme: 'program',
  programmes: 'programs',
  realise: 'realize',
  recognise: 'recognize',
  recognised: 'recognized',
  standardise: 'standardize',
  standardised: 'standardized',
  summarise: 'summarize',
  summarised: 'summarized',
  utilise: 'utilize',
  visualise: 'visualize',
};

/**
 * Words that stay as they are even though they are on the list: proper names and quoted terms.
 * (CSS's `color` is already US; nothing to allow there.) Empty today.
 */
export const ALLOWED_SPELLINGS: readonly string[] = [];

const PATTERN = new RegExp(`\\b(${Object.keys(US_SPELLINGS).join('|')})\\b`, 'gi');

function inCase(original: string, replacement: string) {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0]!.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Every British spelling in a text (as written), apart from the allowed ones. */
export function britishSpellings(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((match) => match[0]).filter((word) => !ALLOWED_SPELLINGS.includes(word));
}

/** The text with every British spelling on the list in its US form, case kept. */
export function toUsSpelling(text: string): string {
  return text.replace(PATTERN, (word) =>
    ALLOWED_SPELLINGS.includes(word) ? word : inCase(word, US_SPELLINGS[word.toLowerCase()]!),
  );
}

/**
 * Sentences of the seed rewritten once, by the same fix: the page that said WCAG 2.1 where every
 * other page says 2.2, and the pricing sentences that contradicted themselves (5-7 business days
 * against "7-day delivery" read as seven calendar days; both readings are kept, as one). Each `from` is exact; running the fix again
 * finds none of them.
 */
export const SEED_PHRASES: readonly (readonly [from: string, to: string])[] = [
  ['accessibility scan against WCAG 2.1 AA', 'accessibility scan against WCAG 2.2 AA'],
  ['WCAG 2.1 AA mapping', 'WCAG 2.2 AA mapping'],
  [
    'Your report arrives within 5-7 business days of kickoff: every Professional Audit comes with 7-day delivery.',
    'Every Professional Audit comes with 7-day delivery: your report arrives 5-7 business days after kickoff, never later than the seventh.',
  ],
  [
    'every Professional Audit is delivered within 7 days.',
    'every Professional Audit is delivered within 7 business days.',
  ],
];

/** A readable seed text with the US spellings and the rewritten sentences. */
export function fixSeedText(text: string): string {
  return SEED_PHRASES.reduce((current, [from, to]) => current.split(from).join(to), toUsSpelling(text));
}

/**
 * Fields that are names the code or the dataset refers to, not words a visitor reads: ids, keys,
 * types, slugs, links, anchors and option values.
 */
const IDENTIFIER_FIELDS = new Set([
  'current',
  'href',
  'anchor',
  'icon',
  'accent',
  'layout',
  'variant',
  'style',
  'group',
]);
const isIdentifier = (key: string) => key.startsWith('_') || IDENTIFIER_FIELDS.has(key);

/** Calls `visit` with every string a reader sees in a seed document, and replaces it by the answer. */
export function mapReadableStrings(value: unknown, visit: (text: string) => string, key = ''): unknown {
  if (typeof value === 'string') return isIdentifier(key) ? value : visit(value);
  if (Array.isArray(value)) return value.map((item) => mapReadableStrings(item, visit, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapReadableStrings(item, visit, name)]),
    );
  }
  return value;
}

/**
 * The one-off fix, safe to run again (it changes nothing the second time): rewrites only the
 * seed lines whose readable text changes, each document as one JSON line as before.
 *   npx tsx tests/support/us-spelling.ts --fix
 */
export function fixSeedSpelling(file = path.resolve('studio/seed/production.ndjson')): number {
  let changed = 0;
  const lines = readFileSync(file, 'utf8').split('\n');
  const fixed = lines.map((line) => {
    if (!line.trim()) return line;
    const before = JSON.parse(line) as unknown;
    const after = mapReadableStrings(before, fixSeedText);
    const next = JSON.stringify(after);
    if (next === JSON.stringify(before)) return line;
    changed += 1;
    return next;
  });
  writeFileSync(file, fixed.join('\n'));
  return changed;
}

if (process.argv.includes('--fix')) {
  console.log(`Seed text: ${fixSeedSpelling()} documents rewritten`);
}
