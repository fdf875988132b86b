import { describe, expect, it, vi } from 'vitest';
import { createContent } from '~/content/content.server';
import { SITE_SETTINGS_QUERY } from '~/content/queries';
import type { ContentSource } from '~/content/sources.server';
import { statusOf } from '../support/route-args';

const settings = {
  companyName: 'Studio',
  footerBlurb: 'We build things.',
  enquiryEmail: 'hello@example.com',
  phone: '(214) 555-0142',
  location: 'Dallas',
  businessHours: [{ days: 'Mon', hours: '9-5' }],
  socialLinks: null,
  seo: { title: 'Studio', description: 'A studio.' },
};

const job = {
  slug: 'designer',
  title: 'Designer',
  department: 'Design',
  location: 'Remote',
  type: 'Full-time',
  description: 'Design things.',
  requirements: ['Taste'],
};

function fakeSource(answer: (query: string) => unknown, syncTags: string[] = []): ContentSource & { calls: number } {
  const source = {
    name: 'bundled' as const,
    calls: 0,
    fetch: async (query: string) => {
      source.calls += 1;
      return answer(query);
    },
    fetchTagged: async (query: string) => ({ result: await source.fetch(query), syncTags }),
  };
  return source;
}

/** The status of what a read threw: a data() response for an outage. */
async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return statusOf(thrown);
  }
  return undefined;
}

describe('the content module', () => {
  it('parses a document into a typed value, filling optional lists', async () => {
    const content = createContent(
      fakeSource(() => settings),
      { ttlMs: 0 },
    );
    const result = await content.siteSettings();
    expect(result?.socialLinks).toEqual([]);
    expect(result?.enquiryEmail).toBe('hello@example.com');
  });

  it('returns null for a missing document and for one the site cannot use', async () => {
    const onInvalid = vi.fn();
    const missing = createContent(
      fakeSource(() => null),
      { ttlMs: 0, onInvalid },
    );
    expect(await missing.jobPosition('nope')).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();

    const broken = createContent(
      fakeSource(() => ({ ...settings, enquiryEmail: 'not an address' })),
      {
        ttlMs: 0,
        onInvalid,
      },
    );
    expect(await broken.siteSettings()).toBeNull();
    expect(onInvalid).toHaveBeenCalledWith('SITE_SETTINGS_QUERY', expect.anything());
  });

  it('drops only the broken items of a list', async () => {
    const content = createContent(
      fakeSource(() => [job, { ...job, slug: 'x', title: null }, { ...job, slug: 'pm', title: 'PM' }]),
      {
        ttlMs: 0,
        onInvalid: () => {},
      },
    );
    expect((await content.jobPositions()).map((item) => item.slug)).toEqual(['designer', 'pm']);
  });

  it('reuses a result until its time to live runs out, then refreshes it in the background', async () => {
    let now = 1_000;
    let companyName = 'Studio';
    const source = fakeSource(() => ({ ...settings, companyName }));
    const onRefreshChanged = vi.fn();
    const content = createContent(source, { ttlMs: 60_000, now: () => now, onRefreshChanged });
    await Promise.all([content.siteSettings(), content.siteSettings()]);
    await content.siteSettings();
    expect(source.calls).toBe(1);
    now += 60_001;
    companyName = 'Renamed Studio';
    // Stale-while-revalidate: this visitor gets the old value at once, the refresh runs behind.
    expect((await content.siteSettings())?.companyName).toBe('Studio');
    expect(source.calls).toBe(2);
    await vi.waitFor(async () => expect((await content.siteSettings())?.companyName).toBe('Renamed Studio'));
    expect(source.calls).toBe(2);
    expect(onRefreshChanged).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the last good value when a refresh fails, and says so once', async () => {
    let now = 1_000;
    let fail = false;
    const source = fakeSource(() => {
      if (fail) throw new Error('connect ECONNREFUSED');
      return settings;
    });
    const onOutage = vi.fn();
    const content = createContent(source, { ttlMs: 60_000, retryAfterMs: 5_000, now: () => now, onOutage });
    await content.siteSettings();
    fail = true;
    for (let minute = 1; minute <= 3; minute += 1) {
      now += 60_001;
      expect((await content.siteSettings())?.companyName).toBe('Studio');
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(onOutage).toHaveBeenCalledTimes(1);
    // A content change while Sanity is down still falls back to the last good value.
    content.invalidate();
    expect((await content.siteSettings())?.companyName).toBe('Studio');
    fail = false;
    now += 5_001;
    await content.siteSettings();
    await vi.waitFor(() => expect(onOutage).toHaveBeenCalledTimes(2));
    expect(onOutage.mock.calls[1]?.[0]).toMatch(/answers again/);
  });

  it('does not let an answer fetched before a change stand in for the content after it', async () => {
    let companyName = 'Before';
    let release: () => void = () => {};
    let hold = false;
    const source = fakeSource(async () => {
      const name = companyName;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return { ...settings, companyName: name };
    });
    const content = createContent(source, { ttlMs: 60_000 });
    await content.siteSettings();
    content.invalidate();
    hold = true;
    const inFlight = content.siteSettings();
    // Published while that read was on its way: the change must win on the next read.
    companyName = 'After';
    content.invalidate();
    hold = false;
    const next = content.siteSettings();
    release();
    expect((await inFlight)?.companyName).toBe('Before');
    expect((await next)?.companyName).toBe('After');
    expect((await content.siteSettings())?.companyName).toBe('After');
  });

  it('announces what a time-to-live refresh found, but not the reload after a change', async () => {
    let now = 1_000;
    let companyName = 'One';
    const onRefreshChanged = vi.fn();
    const content = createContent(
      fakeSource(() => ({ ...settings, companyName })),
      { ttlMs: 60_000, now: () => now, onRefreshChanged },
    );
    await content.siteSettings();
    companyName = 'Two';
    content.invalidate();
    expect((await content.siteSettings())?.companyName).toBe('Two');
    expect(onRefreshChanged).not.toHaveBeenCalled();
    companyName = 'Three';
    now += 60_001;
    await content.siteSettings();
    await vi.waitFor(() => expect(onRefreshChanged).toHaveBeenCalledTimes(1));
  });

  it('drops only the values a change names by sync tag, or all of them when it names none', async () => {
    const tagged = fakeSource(() => settings, ['s1:settings']);
    const content = createContent(tagged, { ttlMs: 60_000 });
    await content.siteSettings();
    content.invalidate(['s1:other']);
    await content.siteSettings();
    expect(tagged.calls).toBe(1);
    content.invalidate(['s1:settings']);
    await content.siteSettings();
    expect(tagged.calls).toBe(2);
    content.invalidate();
    await content.siteSettings();
    expect(tagged.calls).toBe(3);
  });

  it('keys the cache on parameters', async () => {
    const source = fakeSource(() => job);
    const content = createContent(source, { ttlMs: 60_000 });
    await content.jobPosition('a');
    await content.jobPosition('b');
    await content.jobPosition('a');
    expect(source.calls).toBe(2);
  });

  it('answers 503 when the source fails with nothing cached yet, and does not cache the failure', async () => {
    let fail = true;
    const source = fakeSource((query) => {
      if (fail) throw new Error(`down: ${query === SITE_SETTINGS_QUERY}`);
      return settings;
    });
    const content = createContent(source, { ttlMs: 60_000, onOutage: () => {} });
    expect(await thrownStatus(content.siteSettings())).toBe(503);
    fail = false;
    expect(await content.siteSettings()).not.toBeNull();
  });
});
