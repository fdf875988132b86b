// What a reader is told about an article before reading it: how long it takes, and its outline
// (the table of contents links to its second-level headings).

/** Words a minute of an attentive reader of a technical article. */
const WORDS_PER_MINUTE = 230;

/** Whole minutes to read this many words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function readingTimeLabel(words: number): string {
  return `${readingMinutes(words)} min read`;
}

/** A table of contents is given to articles with at least this many sections. */
export const TABLE_OF_CONTENTS_MIN_HEADINGS = 3;

/** An address fragment from a heading's words: "What we test by hand" → "what-we-test-by-hand". */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'section' : slug;
}

export interface OutlineHeading {
  /** The block's key in the body. */
  key: string;
  /** Its id on the page, unique within it. */
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The headings of a body, each with an id of its own: the same words twice get "-2", and no
 * id repeats one the page already has (`taken`).
 */
export function outline(
  blocks: readonly { _type: string; _key: string; style?: string; children?: readonly { text: string }[] }[],
  taken: readonly string[] = [],
): OutlineHeading[] {
  const used = new Set(taken);
  const headings: OutlineHeading[] = [];
  for (const block of blocks) {
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3')) continue;
    const text = (block.children ?? [])
      .map((child) => child.text)
      .join('')
      .trim();
    if (text === '') continue;
    const base = headingSlug(text);
    let id = base;
    for (let count = 2; used.has(id); count += 1) id = `${base}-${count}`;
    used.add(id);
    headings.push({ key: block._key, id, text, level: block.style === 'h2' ? 2 : 3 });
  }
  return headings;
}
