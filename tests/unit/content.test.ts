import { describe, expect, it, vi } from 'vitest';
import { createContent } from '~/content/content.server';
import { SITE_SETTINGS_QUERY } from '~/content/queries';
import type { ContentSource } from '~/content/sources.server';

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

function fakeSource(answer: (query: string) => unknown): ContentSource & { calls: number } {
  const source = {
    name: 'bundled' as const,
    calls: 0,
    fetch: async (query: string) => {
      source.calls += 1;
      return answer(query);
    },
  };
  return source;
}

describe('the content module', () => {
  it('parses a document into a typed value, filling optional lists', async () => {
    const content = createContent(fakeSource(() => settings), { ttlMs: 0 });
    const result = await content.siteSettings();
    expect(result?.socialLinks).toEqual([]);
    expect(result?.enquiryEmail).toBe('hello@example.com');
  });

  it('returns null for a missing document and for one the site cannot use', async () => {
    const onInvalid = vi.fn();
    const missing = createContent(fakeSource(() => null), { ttlMs: 0, onInvalid });
    expect(await missing.jobPosition('nope')).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();

    const broken = createContent(fakeSource(() => ({ ...settings, enquiryEmail: 'not an address' })), {
      ttlMs: 0,
      onInvalid,
    });
    expect(await broken.siteSettings()).toBeNull();
    expect(onInvalid).toHaveBeenCalledWith('SITE_SETTINGS_QUERY', expect.anything());
  });

  it('drops only the broken items of a list', async () => {
    const content = createContent(fakeSource(() => [job, { ...job, slug: 'x', title: null }, { ...job, slug: 'pm', title: 'PM' }]), {
      ttlMs: 0,
      onInvalid: () => {},
    });
    expect((await content.jobPositions()).map((item) => item.slug)).toEqual(['designer', 'pm']);
  });

  it('reuses a result until its time to live runs out', async () => {
    let now = 1_000;
    const source = fakeSource(() => settings);
    const content = createContent(source, { ttlMs: 60_000, now: () => now });
    await Promise.all([content.siteSettings(), content.siteSettings()]);
    await content.siteSettings();
    expect(source.calls).toBe(1);
    now += 60_001;
    await content.siteSettings();
    expect(source.calls).toBe(2);
  });

  it('keys the cache on parameters', async () => {
    const source = fakeSource(() => job);
    const content = createContent(source, { ttlMs: 60_000 });
    await content.jobPosition('a');
    await content.jobPosition('b');
    await content.jobPosition('a');
    expect(source.calls).toBe(2);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const source = fakeSource((query) => {
      if (fail) throw new Error(`down: ${query === SITE_SETTINGS_QUERY}`);
      return settings;
    });
    const content = createContent(source, { ttlMs: 60_000 });
    await expect(content.siteSettings()).rejects.toThrow('down');
    fail = false;
    expect(await content.siteSettings()).not.toBeNull();
  });
});
