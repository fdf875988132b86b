import { describe, expect, it } from 'vitest';
import { blogListPath, categoryPath, postPath } from '~/lib/document-paths';
import { headingSlug, outline, readingMinutes } from '~/lib/post-outline';
import { splitBySchedule } from '~/lib/schedule';

describe('scheduled posts', () => {
  const posts = [
    { slug: 'later', publishedAt: '2026-12-02T15:00:00Z' },
    { slug: 'now', publishedAt: '2026-12-01T15:00:00Z' },
    { slug: 'soon', publishedAt: '2026-12-01T16:00:00Z' },
    { slug: 'before', publishedAt: '2026-11-20T15:00:00Z' },
    { slug: 'unreadable', publishedAt: 'next Tuesday' },
  ];

  it('are out from their publish time on, in their order, and the next one due is named', () => {
    const at = Date.parse('2026-12-01T15:00:00Z');
    expect(splitBySchedule(posts, at - 1)).toEqual({
      published: [posts[3]],
      nextAt: at,
    });
    expect(splitBySchedule(posts, at)).toEqual({
      published: [posts[1], posts[3]],
      nextAt: Date.parse('2026-12-01T16:00:00Z'),
    });
    expect(splitBySchedule(posts, Date.parse('2027-01-01T00:00:00Z'))).toEqual({
      published: [posts[0], posts[1], posts[2], posts[3]],
      nextAt: undefined,
    });
  });
});

describe("an article's outline", () => {
  it('gives each heading an id from its words, unique on the page', () => {
    const block = (key: string, style: string, text: string) => ({
      _type: 'block',
      _key: key,
      style,
      children: [{ text }],
    });
    expect(
      outline(
        [
          block('a', 'h2', 'What we test by hand'),
          block('b', 'normal', 'Text.'),
          block('c', 'h3', 'Screen readers: VoiceOver & TalkBack'),
          block('d', 'h2', 'What we test by hand'),
          block('e', 'h2', 'Contents'),
          { _type: 'codeBlock', _key: 'f' },
        ],
        ['contents'],
      ),
    ).toEqual([
      { key: 'a', id: 'what-we-test-by-hand', text: 'What we test by hand', level: 2 },
      { key: 'c', id: 'screen-readers-voiceover-talkback', text: 'Screen readers: VoiceOver & TalkBack', level: 3 },
      { key: 'd', id: 'what-we-test-by-hand-2', text: 'What we test by hand', level: 2 },
      { key: 'e', id: 'contents-2', text: 'Contents', level: 2 },
    ]);
    expect(headingSlug('2.5.8 Target Size (Minimum), Level AA')).toBe('2-5-8-target-size-minimum-level-aa');
    expect(headingSlug('¿Qué?')).toBe('que');
    expect(headingSlug('!!!')).toBe('section');
  });

  it('reads at 230 words a minute, a minute at least', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1_150)).toBe(5);
    expect(readingMinutes(1_400)).toBe(6);
  });
});

describe('the blog addresses', () => {
  it('put page 1 of a list at the list’s own address and the others under /page/<n>', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(3)).toBe('/blog/page/3');
    expect(blogListPath(1, 'design')).toBe('/blog/category/design');
    expect(blogListPath(2, 'design')).toBe('/blog/category/design/page/2');
    expect(postPath('a-post')).toBe('/blog/a-post');
    expect(categoryPath('design')).toBe('/blog/category/design');
  });
});

describe('code in an article', () => {
  it('is shown as written: braces in code are no price placeholder, a typed amount in code is no price', async () => {
    const { containsPlaceholder, fillPlaceholdersDeep, namesOfferPlaceholder, typedAmounts, unknownPlaceholderPaths } =
      await import('~/lib/website-offer');
    const code = 'f"Over the {approval_limit} limit, {flat rate} or {api-starter price}: $29"';
    const body = [
      { _type: 'codeBlock', _key: 'k', language: 'python', code },
      {
        _type: 'block',
        _key: 'b',
        children: [{ _type: 'span', _key: 's', text: 'Sites from {flat rate}, the API from {api-starter price}.' }],
      },
    ];
    expect(unknownPlaceholderPaths({ body }, new Set(['api-starter']))).toEqual([]);
    expect(typedAmounts({ body })).toEqual([]);
    expect(containsPlaceholder([body[0]])).toBe(false);
    expect(namesOfferPlaceholder([body[0]])).toBe(false);
    const offer = { flatRate: 500, pagesIncluded: 5, extraPagePrice: 75, supportPrice: 50, supportHours: 1 };
    const filled = fillPlaceholdersDeep(body, offer, [{ key: 'api-starter', price: 29 }]) as typeof body;
    expect(filled[0]).toEqual(body[0]);
    expect(JSON.stringify(filled[1])).toContain('Sites from $500, the API from $29.');
  });
});
