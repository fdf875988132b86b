import { MARKUP_REF, markupId } from './markup-id';

// The finished HTML of a page request carries each <ServerHtml>'s markup twice: in the page, and
// again in the data React hydrates from (Remix streams the loaders' data into the page as
// turbo-stream chunks, `window.__remixContext.streamController.enqueue("…")`). This takes the
// second copy out of the data for every piece that is in the page, leaving its name; ServerHtml
// reads the markup back from the page. Markup that is not in the page (and every data request of
// a client navigation) keeps its text.

const ENQUEUE = /window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;
// How <ServerHtml> opens (server-html.tsx).
const MARKUP_NAME = /<div data-markup="([0-9a-z]+)" class="contents"/g;

// Remix's own escaping of the chunk in the script (@remix-run/react markup.js).
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const escapeForScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (match) => ESCAPES[match] ?? match);

/** A turbo-stream line: the flattened values of the data, each string once. */
function slimLine(line: string, inPage: ReadonlySet<string>): string {
  if (!line.startsWith('[')) return line;
  const values = JSON.parse(line) as unknown[];
  let changed = false;
  const slimmed = values.map((value) => {
    if (typeof value !== 'string' || !value.startsWith('<')) return value;
    const id = markupId(value);
    if (!inPage.has(id)) return value;
    changed = true;
    return `${MARKUP_REF}${id}`;
  });
  return changed ? JSON.stringify(slimmed) : line;
}

export function sendMarkupOnce(html: string): string {
  const inPage = new Set([...html.matchAll(MARKUP_NAME)].map((match) => match[1] ?? ''));
  if (inPage.size === 0) return html;
  return html.replace(ENQUEUE, (whole, literal: string) => {
    const chunk = JSON.parse(literal) as string;
    const slimmed = chunk
      .split('\n')
      .map((line) => slimLine(line, inPage))
      .join('\n');
    if (slimmed === chunk) return whole;
    return `window.__remixContext.streamController.enqueue(${escapeForScript(JSON.stringify(slimmed))});`;
  });
}
