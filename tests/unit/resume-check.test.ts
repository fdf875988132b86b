import { describe, expect, it } from 'vitest';
import { parsesAsClaimed } from '~/forms/resume-check.server';
import { checkResume } from '~/leads/resume.server';

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}`);

describe('a résumé must parse as what it claims', () => {
  it('refuses a PDF that is also an HTML page near its start', async () => {
    for (const markup of [
      '<html><body>hi',
      '<script>alert(1)</script>',
      '<!DOCTYPE html>',
      '< SCRIPT src=x>',
      '<svg onload=x>',
    ]) {
      expect([markup, parsesAsClaimed(pdf(`1 0 obj\n${markup}`), 'pdf')]).toEqual([markup, false]);
      const file = new File([pdf(markup)], 'cv.pdf', { type: 'application/pdf' });
      expect(await checkResume(file)).toBeUndefined();
    }
  });

  it('accepts a plain PDF, and markup far past the part browsers sniff', () => {
    expect(parsesAsClaimed(pdf('1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'pdf')).toBe(true);
    expect(parsesAsClaimed(pdf(`${'x'.repeat(2048)}<html>`), 'pdf')).toBe(true);
  });

  it('takes a DOCX only when the zip names [Content_Types].xml', () => {
    const zip = (names: string[]) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(names.join('\n'))]);
    expect(parsesAsClaimed(zip(['[Content_Types].xml', 'word/document.xml']), 'docx')).toBe(true);
    expect(parsesAsClaimed(zip(['word/document.xml']), 'docx')).toBe(false);
  });
});
