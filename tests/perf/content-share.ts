// Measures the share of the words a visitor reads that are written in code rather than in the
// content (ADR 0015 has the audit's figure).
//
// Method: every route's page body is rendered twice from the same code, once with the bundled
// dataset and once with a copy in which every word of every displayed text is replaced by a
// marker word (and every price by a marker number). A visible word of the marked render that is
// a marker came from the content; any other word is written in code. Fields the code reads as
// addresses, names of icons or layout choices are left alone: they are not words a visitor reads.
// The header and footer (root layout) are not part of a route's body and are not counted.
//
// Run: npx tsx tests/perf/content-share.ts (it renders the routes in two Vitest processes:
// tests/perf/content-share-render.test.ts)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSeed, writeDatasetCopy, type SeedDocument } from '../support/dataset';

const CONFIG = fileURLToPath(new URL('./content-share.vitest.config.ts', import.meta.url));
const MARKER = 'zqx';
const MARKER_NUMBER = 987654;

// Values the site parses or uses as identifiers, never shown as words.
const NOT_WORDS = new Set([
  'slug',
  'current',
  'href',
  'src',
  'fallbackSrc',
  'url',
  'icon',
  'platform',
  'variant',
  'imagePosition',
  'tone',
  'method',
  'path',
  'sampleEndpoint',
  'sampleBaseUrl',
  'sampleForeground',
  'sampleBackground',
  'anchor',
  'group',
  'enquiryEmail',
  'style',
  'listItem',
  'marks',
]);

function mark(value: unknown, key?: string): unknown {
  if (key?.startsWith('_') || (key && NOT_WORDS.has(key))) return value;
  if (typeof value === 'string') return value.replace(/[^\s{}]+(?![^{]*\})/g, MARKER);
  if (typeof value === 'number' && key && /price|rate/i.test(key)) return MARKER_NUMBER;
  if (Array.isArray(value)) return value.map((item: unknown) => mark(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mark(item, name)]));
  }
  return value;
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}$]/u.test(word));

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-share-'));
  try {
    // The copy keeps the seed's image files beside it, where its image references point.
    const marked = writeDatasetCopy(
      dir,
      readSeed().map((document) => mark(document) as SeedDocument),
    );
    // Each render runs in a Vitest process of its own (routes render there as in the integration
    // tests, and each process reads its dataset once).
    const render = (name: string, dataset?: string): Record<string, string> => {
      const out = path.join(dir, `${name}.json`);
      execFileSync('npx', ['vitest', 'run', '--config', CONFIG], {
        env: {
          ...process.env,
          CONTENT_SHARE_OUT: out,
          CONTENT_CACHE_TTL_SECONDS: '0',
          ...(dataset ? { CONTENT_DATASET_PATH: dataset } : {}),
        },
        stdio: 'ignore',
      });
      return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
    };
    const real = render('real');
    const markedTexts = render('marked', marked);

    let total = 0;
    let fromContent = 0;
    const rows: [string, number, number, number][] = [];
    for (const [route, text] of Object.entries(markedTexts)) {
      const all = words(text);
      const content = all.filter(
        (word) => word.includes(MARKER) || word.includes(String(MARKER_NUMBER)) || word.includes('987,654'),
      );
      total += all.length;
      fromContent += content.length;
      rows.push([route, all.length, content.length, words(real[route] ?? '').length]);
    }
    console.log('route                          words  content  code  (words with the real dataset)');
    for (const [route, all, content, realWords] of rows) {
      console.log(
        `${route.padEnd(30)} ${String(all).padStart(5)} ${String(content).padStart(8)} ${String(all - content).padStart(5)}  (${realWords})`,
      );
    }
    const codeShare = ((total - fromContent) / total) * 100;
    console.log(
      `\nAll routes: ${total} visible words, ${fromContent} from content, ${total - fromContent} written in code: ${codeShare.toFixed(1)} % in code, ${(100 - codeShare).toFixed(1)} % editable.`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
