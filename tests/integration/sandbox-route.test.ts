import { describe, expect, it } from 'vitest';
import { getContent } from '~/content/content.server';
import { loader } from '~/routes/sandbox';
import { hrefsOf } from '../support/rendered';
import { loaderArgs } from '../support/route-args';

function load(query = '') {
  return loader(loaderArgs(`/sandbox${query}`));
}

describe('sandbox loader', () => {
  it('composes the call-to-action draft to the enquiry address from site settings', async () => {
    const settings = await getContent().siteSettings();
    const { page } = await load();
    expect(settings).not.toBeNull();
    // The page's first call to action opens it.
    const sections = page.body.sections.map((part) => part.html).join('');
    const mailto = hrefsOf(sections).find((href) => href.startsWith('mailto:'));
    expect(mailto?.startsWith(`mailto:${settings?.enquiryEmail}?subject=Accessibility%20Demo%20Follow-up&body=`)).toBe(
      true,
    );
  });

  it('starts the color checker at white and black', async () => {
    expect((await load()).colors).toEqual({ background: '#ffffff', text: '#000000' });
  });

  it('takes the colors of a plain GET submission, trimmed and bounded', async () => {
    expect((await load('?background=%23121933&text=%20%23b4bad0%20')).colors).toEqual({
      background: '#121933',
      text: '#b4bad0',
    });
    const long = (await load(`?background=${'a'.repeat(500)}&text=`)).colors;
    expect(long.background).toHaveLength(32);
    expect(long.text).toBe('#000000');
  });
});
