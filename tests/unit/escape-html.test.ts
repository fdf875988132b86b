import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../supabase/functions/_shared/text.ts';

// The one escaper of text put into HTML, shared by the site (mails, alerts, a job posting's
// description in its structured data) and the booking function's mails.
describe('escapeHtml', () => {
  const hostile = `Ada "<script>alert('x')</script>" & <b>bold</b> O'Brien &amp; done`;

  it('keeps text as text in an element and in a quoted attribute, whatever it holds', () => {
    const { document } = new JSDOM(
      `<!DOCTYPE html><body><p title="${escapeHtml(hostile)}" data-other='${escapeHtml(hostile)}'>${escapeHtml(hostile)}</p></body>`,
    ).window;
    const paragraph = document.querySelector('p');
    expect(document.body.children).toHaveLength(1);
    expect(paragraph?.children).toHaveLength(0);
    expect(paragraph?.textContent).toBe(hostile);
    expect(paragraph?.getAttribute('title')).toBe(hostile);
    expect(paragraph?.getAttribute('data-other')).toBe(hostile);
  });

  it('leaves text without markup characters as it is', () => {
    expect(escapeHtml('Central time, 9:00 – 17:00')).toBe('Central time, 9:00 – 17:00');
  });
});
