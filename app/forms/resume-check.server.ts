/**
 * Whether a résumé's bytes are only what their signature claims. A file that starts like a PDF
 * but carries HTML near its start is a polyglot: a browser sniffing it, or a preview tool, may
 * run it as a page. A DOCX must be a real Office package: a zip naming `[Content_Types].xml`.
 * Called from app/leads/resume.server.ts after the signature check (docs/decisions/0023).
 */
const MARKUP = /<\s*(html|script|body|head|iframe|svg|object|embed|meta|!doctype)\b/i;

/** How far from the start a browser's content sniffing looks for markup. */
const SNIFFED_BYTES = 1024;

export function parsesAsClaimed(bytes: Buffer, extension: 'pdf' | 'doc' | 'docx'): boolean {
  if (MARKUP.test(bytes.subarray(0, SNIFFED_BYTES).toString('latin1'))) return false;
  if (extension === 'docx') return bytes.includes('[Content_Types].xml', 0, 'latin1');
  return true;
}
