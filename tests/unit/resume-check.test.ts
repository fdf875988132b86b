import { describe, expect, it } from 'vitest';
import { RESUME_CONTENT_MESSAGE, RESUME_INCOMPLETE_MESSAGE, resumeProblem } from '~/submissions/resume-check.server';
import { checkResume } from '~/leads/resume.server';
import { minimalPdf, truncatedPdf } from '../support/pdf';

/** A whole PDF with `text` as a comment line right after its header (where a polyglot puts its page). */
const pdfWith = (text: string) => {
  const whole = minimalPdf();
  const header = whole.indexOf('\n') + 1;
  return Buffer.concat([whole.subarray(0, header), Buffer.from(`${text}\n`), whole.subarray(header)]);
};

describe('a résumé must parse as what it claims', () => {
  it('refuses a PDF that is also an HTML page near its start', async () => {
    for (const markup of [
      '<html><body>hi',
      '<script>alert(1)</script>',
      '<!DOCTYPE html>',
      '< SCRIPT src=x>',
      '<svg onload=x>',
    ]) {
      expect([markup, resumeProblem(pdfWith(`%1 0 obj ${markup}`), 'pdf')]).toEqual([markup, RESUME_CONTENT_MESSAGE]);
      const file = new File([pdfWith(markup)], 'cv.pdf', { type: 'application/pdf' });
      expect(await checkResume(file)).toEqual({ problem: RESUME_CONTENT_MESSAGE });
    }
  });

  it('accepts a whole PDF, and markup far past the part browsers sniff', async () => {
    expect(resumeProblem(minimalPdf(), 'pdf')).toBeUndefined();
    expect(resumeProblem(pdfWith(`%${'x'.repeat(2048)}<html>`), 'pdf')).toBeUndefined();
    expect(await checkResume(new File([minimalPdf(4096)], 'cv.pdf'))).toMatchObject({
      resume: { type: { extension: 'pdf' } },
    });
  });

  it('refuses a PDF cut short: it must end with %%EOF, white space after it allowed, within the last 1 KB', async () => {
    const whole = minimalPdf();
    const end = whole.lastIndexOf('%%EOF');
    expect(resumeProblem(truncatedPdf(2048), 'pdf')).toBe(RESUME_INCOMPLETE_MESSAGE);
    // Cut inside the marker, or anywhere before it.
    for (const cut of [end + 4, end + 1, end, Math.floor(whole.length / 2)])
      expect([cut, resumeProblem(whole.subarray(0, cut), 'pdf')]).toEqual([cut, RESUME_INCOMPLETE_MESSAGE]);
    // Writers end the marker with CR LF, LF or nothing; some pad with spaces or NULs.
    for (const tail of ['', '\r\n', '\n\n', '  \t\f', '\0\0\0'])
      expect(resumeProblem(Buffer.concat([whole.subarray(0, end + 5), Buffer.from(tail)]), 'pdf')).toBeUndefined();
    // Bytes after the marker that are not white space mean the file goes on past it (or is something else).
    expect(resumeProblem(Buffer.concat([whole, Buffer.from('1 0 obj\n')]), 'pdf')).toBe(RESUME_INCOMPLETE_MESSAGE);
    // A marker further than 1 KB from the end is not where a reader looks for it.
    expect(resumeProblem(Buffer.concat([whole, Buffer.alloc(1024, ' ')]), 'pdf')).toBe(RESUME_INCOMPLETE_MESSAGE);
    expect(resumeProblem(Buffer.concat([whole, Buffer.alloc(1000, ' ')]), 'pdf')).toBeUndefined();
    expect(await checkResume(new File([truncatedPdf()], 'cv.pdf'))).toEqual({ problem: RESUME_INCOMPLETE_MESSAGE });
  });

  it('takes a DOCX only when the zip names [Content_Types].xml', () => {
    const zip = (names: string[]) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(names.join('\n'))]);
    expect(resumeProblem(zip(['[Content_Types].xml', 'word/document.xml']), 'docx')).toBeUndefined();
    expect(resumeProblem(zip(['word/document.xml']), 'docx')).toBe(RESUME_CONTENT_MESSAGE);
  });
});
