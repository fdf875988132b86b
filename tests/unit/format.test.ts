import { describe, expect, it } from 'vitest';
import { formatUsd } from '~/lib/quote/format';

describe('formatUsd', () => {
  it('formats whole dollars with thousands separators', () => {
    expect(formatUsd(10300)).toBe('$10,300');
    expect(formatUsd(2500)).toBe('$2,500');
    expect(formatUsd(999)).toBe('$999');
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(0)).toBe('$0');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatUsd(-500)).toBe('-$500');
    expect(formatUsd(-1500)).toBe('-$1,500');
  });

  it('rounds to whole dollars, halves away from zero', () => {
    expect(formatUsd(199.5)).toBe('$200');
    expect(formatUsd(199.49)).toBe('$199');
    expect(formatUsd(-199.5)).toBe('-$200');
  });

  it('never renders a negative zero', () => {
    expect(formatUsd(-0)).toBe('$0');
    expect(formatUsd(-0.4)).toBe('$0');
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
