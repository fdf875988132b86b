import { describe, expect, it } from 'vitest';
import { contrastApiSample } from '~/lib/api-sample';

const base = { baseUrl: 'https://api.example.com/', endpoint: '/api/v1/color-contrast' };

describe('contrastApiSample', () => {
  it('documents gray on white as passing AA and failing AAA for normal text', () => {
    const sample = contrastApiSample({ ...base, foreground: '#767676', background: '#ffffff' });
    expect(sample?.response).toEqual({
      foreground: '#767676',
      background: '#ffffff',
      contrast_ratio: 4.54,
      wcag_aa_normal: true,
      wcag_aa_large: true,
      wcag_aaa_normal: false,
      wcag_aaa_large: true,
    });
  });

  it('follows the sample colors an editor picks', () => {
    const sample = contrastApiSample({ ...base, foreground: '#000000', background: '#ffffff' });
    expect(sample?.response.contrast_ratio).toBe(21);
    expect(sample?.response.wcag_aaa_normal).toBe(true);
    const weak = contrastApiSample({ ...base, foreground: '#aaaaaa', background: '#ffffff' });
    expect(weak?.response).toMatchObject({ wcag_aa_normal: false, wcag_aa_large: false });
  });

  it('builds a curl request with a bearer key and the colors as JSON', () => {
    const sample = contrastApiSample({ ...base, foreground: '#767676', background: '#ffffff' });
    expect(sample?.request).toContain('curl -X POST https://api.example.com/api/v1/color-contrast');
    expect(sample?.request).toContain('-H "Authorization: Bearer YOUR_API_KEY"');
    expect(sample?.request).toContain(`-d '{"foreground":"#767676","background":"#ffffff"}'`);
    expect(JSON.parse(sample?.responseText ?? '')).toEqual(sample?.response);
  });

  it('gives nothing for a color that is not hex', () => {
    expect(contrastApiSample({ ...base, foreground: 'gray', background: '#ffffff' })).toBeNull();
  });
});
