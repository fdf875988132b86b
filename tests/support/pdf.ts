// A minimal valid PDF for every test that sends a résumé: one blank page, with a cross-reference
// table whose offsets are right, a trailer and the closing `%%EOF`, so it passes the same checks a
// résumé saved by a word processor does (app/submissions/resume-check.server.ts) and opens in a reader.

const HEADER = '%PDF-1.7\n';
const OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
];

/** `padding`: the length of a comment line after the header (0, or 2 and more), which sizes the file without changing what it holds. */
function build(padding: number): Buffer<ArrayBuffer> {
  let text = HEADER + (padding >= 2 ? `%${'x'.repeat(padding - 2)}\n` : '');
  const offsets: number[] = [];
  OBJECTS.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
  text += `xref\n0 ${OBJECTS.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  text += `trailer\n<< /Size ${OBJECTS.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** The smallest whole PDF this builds, in bytes. */
export const MINIMAL_PDF_BYTES = build(0).length;

/**
 * A whole PDF of `size` bytes, or the smallest one (MINIMAL_PDF_BYTES) when `size` is less than
 * that or leaves too little room (under 2 bytes) for a padding comment line.
 */
export function minimalPdf(size = 0): Buffer<ArrayBuffer> {
  let padding = size - MINIMAL_PDF_BYTES;
  if (padding < 2) return build(0);
  let pdf = build(padding);
  // The cross-reference table's offset may gain a digit as the file grows.
  while (pdf.length > size && padding > 2) pdf = build(--padding);
  return pdf;
}

/** The same PDF cut short in its cross-reference table, as an upload or download that stopped half-way leaves it. */
export function truncatedPdf(size = 0): Buffer<ArrayBuffer> {
  const whole = minimalPdf(size);
  return Buffer.from(whole.subarray(0, whole.indexOf('trailer')));
}
