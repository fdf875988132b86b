import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_OFFER,
  fillPlaceholders,
  fillPlaceholdersDeep,
  namesOfferPlaceholder,
  typedAmounts,
  unknownPlaceholderPaths,
  unknownPlaceholders,
} from '~/lib/website-offer';

const raised = { flatRate: 1250, pagesIncluded: 12, extraPagePrice: 80, supportPrice: 55, supportHours: 2 };

describe('the website offer placeholders', () => {
  it('write the offer of the specification in its words', () => {
    expect(
      fillPlaceholders(
        '{flat rate} flat for up to {pages included} pages; {extra page price} per extra page; ongoing support {support price}/month with {support hours} of updates included.',
        EXAMPLE_OFFER,
      ),
    ).toBe(
      '$500 flat for up to 5 pages; $75 per extra page; ongoing support $50/month with 1 hour of updates included.',
    );
    expect(fillPlaceholders('up to {pages included in words} pages', EXAMPLE_OFFER)).toBe('up to five pages');
  });

  it('follow the offer: thousands grouped, counts past ten in digits, hours in the plural', () => {
    expect(
      fillPlaceholders('{flat rate}, {pages included in words} pages, {support hours}, {extra page price}', raised),
    ).toBe('$1,250, 12 pages, 2 hours, $80');
  });

  it('leave an unknown placeholder as typed and name it, and ignore code samples', () => {
    expect(fillPlaceholders('{price} and {flat-rate}', EXAMPLE_OFFER)).toBe('{price} and {flat-rate}');
    expect(unknownPlaceholders('{price}, {flat-rate}, {Flat Rate}, {flat rate}')).toEqual([
      'price',
      'flat-rate',
      'Flat Rate',
    ]);
    expect(unknownPlaceholders('{"color": "#fff"} and {}')).toEqual([]);
  });

  it('fill every string of a query result, Portable Text included', () => {
    const result = {
      title: '{flat rate} Flat Rate',
      price: 500,
      answer: [{ _type: 'block', children: [{ _type: 'span', text: 'From {flat rate}.' }] }],
    };
    expect(fillPlaceholdersDeep(result, raised)).toEqual({
      title: '$1,250 Flat Rate',
      price: 500,
      answer: [{ _type: 'block', children: [{ _type: 'span', text: 'From $1,250.' }] }],
    });
  });

  it('find unknown placeholders in a document with the Studio path of their field', () => {
    const document = {
      _id: 'page-x',
      hero: { heading: '{price} off' },
      sections: [
        {
          _key: 'a',
          cards: [
            { _key: 'b', title: '{flat rate}' },
            { _key: 'c', body: '{pages}' },
          ],
        },
      ],
    };
    expect(unknownPlaceholderPaths(document)).toEqual([
      { path: ['hero', 'heading'], names: ['price'] },
      { path: ['sections', { _key: 'a' }, 'cards', { _key: 'c' }, 'body'], names: ['pages'] },
    ]);
  });
});

describe('a pricing tier’s price as a placeholder', () => {
  const tiers = [
    { key: 'api-starter', price: 29 },
    { key: 'audit-professional', price: 1350 },
  ];

  it('is filled in from the tier, beside the website offer’s figures', () => {
    expect(fillPlaceholders('Plans from {api-starter price}/month, sites {flat rate}', EXAMPLE_OFFER, tiers)).toBe(
      'Plans from $29/month, sites $500',
    );
    expect(fillPlaceholdersDeep({ seo: { description: 'A {audit-professional price} audit' } }, null, tiers)).toEqual({
      seo: { description: 'A $1,350 audit' },
    });
  });

  it('stays as typed without its document, and is unknown to the Studio without a tier of that name', () => {
    expect(fillPlaceholders('{maintenance-basic price} and {flat rate}', null, tiers)).toBe(
      '{maintenance-basic price} and {flat rate}',
    );
    const keys = new Set(tiers.map((tier) => tier.key));
    expect(unknownPlaceholders('{api-starter price}, {api-pro price}, {api-starter}', keys)).toEqual([
      'api-pro price',
      'api-starter',
    ]);
    expect(namesOfferPlaceholder(['{api-starter price}'])).toBe(false);
    expect(namesOfferPlaceholder({ a: '{support price}' })).toBe(true);
  });

  it('is what the Studio asks for in place of an amount typed out', () => {
    expect(
      typedAmounts({ _id: 'x', details: [{ _key: 'a', text: 'From $29/month; $1,200 or $1200.00 per app' }] }),
    ).toEqual([
      { path: ['details', { _key: 'a' }, 'text'], written: '$29', amount: 29 },
      { path: ['details', { _key: 'a' }, 'text'], written: '$1,200', amount: 1200 },
      { path: ['details', { _key: 'a' }, 'text'], written: '$1200.00', amount: 1200 },
    ]);
    expect(typedAmounts({ title: '{api-starter price} and 1,200 dollars' })).toEqual([]);
  });
});
