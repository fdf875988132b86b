import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '~/lib/cn';

// The cases the site's components meet: a caller's class after a component's own.
const CASES = [
  'inline-flex rounded-full px-3 py-1 text-xs font-semibold bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset bg-white text-ink-900 ring-white/20',
  'py-20 sm:py-24 band-tinted bg-ink-50 py-14 sm:py-16',
  'space-y-4 leading-relaxed mt-6 text-lg text-ink-700',
  'mx-auto w-full max-w-6xl px-5 sm:px-8 max-w-3xl py-14 sm:py-20',
  'flex flex-wrap gap-2 gap-3',
  'text-ink-700 hover:bg-ink-50 hover:text-ink-950 text-white hover:bg-white/10 hover:text-white',
  'p-4 px-2',
  'px-2 p-4',
  'h-11 shrink-0 px-4 min-h-11 px-5',
  'border border-ink-200 border-brand-600 border-2',
  'rounded-2xl! border! border-ink-100!',
  'font-semibold font-display font-bold',
  'inline-flex shrink-0 whitespace-nowrap shrink whitespace-normal gap-x-2 gap-4',
  'block hidden sm:flex sm:grid absolute relative',
];

describe('cn', () => {
  it.each(CASES)('keeps the later of two classes that set the same thing, as tailwind-merge does: %s', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it('joins conditional classes', () => {
    expect(cn('a', false, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });
});
