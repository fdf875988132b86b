import { decode, encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { MARKUP_REF, markupId } from '~/render/markup-id';
import { sendMarkupOnce } from '~/render/markup-once.server';

// Remix writes each chunk of the page's data into the page like this (@remix-run/react
// single-fetch.js), escaping the script's text with markup.js's escapeHtml.
const escapeHtml = (text: string) =>
  text.replace(
    /[&><\u2028\u2029]/g,
    (match) => ({ '&': '\\u0026', '>': '\\u003e', '<': '\\u003c' })[match] ?? `\\u${match.charCodeAt(0).toString(16)}`,
  );

async function pageWith(data: unknown, inPage: string[]) {
  const reader = encode(data).getReader();
  const decoder = new TextDecoder();
  let scripts = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = decoder.decode(read.value, { stream: true });
    scripts += `<script>window.__remixContext.streamController.enqueue(${escapeHtml(JSON.stringify(chunk))});</script>`;
  }
  const bands = inPage.map((html) => `<div data-markup="${markupId(html)}" class="contents">${html}</div>`).join('');
  return `<!DOCTYPE html><html><body><main>${bands}</main>${scripts}</body></html>`;
}

/** What the browser's Remix reads back from the page's scripts. */
async function dataIn(page: string) {
  const chunks = [...page.matchAll(/enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(
    (match) => JSON.parse(match[1] ?? '""') as string,
  );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return (await decode(stream)).value;
}

const hero = '<section class="hero"><h1>Architecting &amp; Engineering</h1><p>We build “apps” & sites.</p></section>';
const footer = '<footer><a href="/about">About</a> <script-like>&lt;/script&gt;</script-like>\u2028</footer>';
const dialog = '<div class="job"><p>Shown only when a dialog opens.</p></div>';

describe('server-rendered markup is sent once', () => {
  it("names the markup that is in the page instead of repeating it in the page's data", async () => {
    const data = {
      root: { footer },
      page: { body: { hero, sections: [{ html: hero }] }, jobs: [dialog], title: 'About' },
    };
    const page = await pageWith(data, [hero, footer]);

    const slimmed = sendMarkupOnce(page);

    expect(slimmed.length).toBeLessThan(page.length - hero.length - footer.length);
    expect(await dataIn(slimmed)).toEqual({
      root: { footer: `${MARKUP_REF}${markupId(footer)}` },
      // The same markup twice is one value in the data, so both places get its name.
      page: {
        body: { hero: `${MARKUP_REF}${markupId(hero)}`, sections: [{ html: `${MARKUP_REF}${markupId(hero)}` }] },
        jobs: [dialog],
        title: 'About',
      },
    });
    // The page itself is untouched, and the script's text stays safe inside <script>.
    expect(slimmed.slice(0, slimmed.indexOf('<script>'))).toBe(page.slice(0, page.indexOf('<script>')));
    const scripts = [...slimmed.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/[<>&\u2028]/);
  });

  it('leaves a page without server-rendered markup, and markup that is not in the page, as they are', async () => {
    const data = { page: { body: { hero } } };
    expect(sendMarkupOnce(await pageWith(data, []))).toBe(await pageWith(data, []));
    const other = await pageWith(data, ['<p>Something else</p>']);
    expect(sendMarkupOnce(other)).toBe(other);
  });

  it('names markup by its text', () => {
    expect(markupId(hero)).toBe(markupId(`${hero}`));
    expect(markupId(hero)).not.toBe(markupId(hero.replace('apps', 'app')));
    expect(markupId(hero)).toMatch(/^[0-9a-z]+$/);
  });
});
