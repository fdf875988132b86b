import { describe, expect, it } from 'vitest';
import { formerSlugsOnPublish } from '../../studio/former-slugs';

// What publishing does to a routed document's former slugs (the Studio's publish action applies it).

const at = (slug: string, formerSlugs?: string[]) => ({
  _id: 'jobPosition-x',
  slug: { _type: 'slug', current: slug },
  ...(formerSlugs ? { formerSlugs } : {}),
});

describe('former slugs on publish', () => {
  it('keep the published slug when the draft renames the document', () => {
    expect(formerSlugsOnPublish(at('designer'), at('product-designer'))).toEqual(['designer']);
    expect(formerSlugsOnPublish(at('b', ['a']), at('c', ['a']))).toEqual(['a', 'b']);
  });

  it('change nothing without a rename or a published document', () => {
    expect(formerSlugsOnPublish(at('designer', ['old']), at('designer', ['old']))).toBeUndefined();
    expect(formerSlugsOnPublish(undefined, at('designer'))).toBeUndefined();
    expect(formerSlugsOnPublish(at('designer'), { _id: 'jobPosition-x' })).toBeUndefined();
  });

  it('give an address back to a document renamed back to it, and list each slug once', () => {
    expect(formerSlugsOnPublish(at('b', ['a']), at('a', ['a']))).toEqual(['b']);
    expect(formerSlugsOnPublish(at('a', ['b']), at('b', ['b']))).toEqual(['a']);
  });
});
