/**
 * Whether a résumé's bytes are only what their signature claims. A file that starts like a PDF
 * but carries HTML near its start is a polyglot: a browser sniffing it, or a preview tool, may
 * run it as a page. A PDF must also end as one does, with `%%EOF`: a file cut short (an upload
 * or a download that stopped half-way) opens as nothing for the studio. A DOCX must be a real
 * Office package: a zip naming `[Content_Types].xml`. Called from app/leads/resume.server.ts
 * after the signature check (docs/decisions/0023).
 */
const MARKUP = /<\s*(html|script|body|head|iframe|svg|object|embed|meta|!doctype)\b/i;

/** How far from the start a browser's content sniffing looks for markup. */
const SNIFFED_BYTES = 1024;

/**
 * How far from the end a reader looks for the end-of-file marker (the PDF reference's
 * implementation notes: Acrobat reads `%%EOF` anywhere in the last 1024 bytes).
 */
const PDF_TAIL_BYTES = 1024;

/** After `%%EOF` a writer may leave only PDF white space (NUL, tab, line feed, form feed, carriage return, space). */
const PDF_END = /%%EOF[\0\t\n\f\r ]*$/;

export const RESUME_CONTENT_MESSAGE =
  'Your resume does not look like a PDF or Word document. Please attach the .pdf, .doc or .docx file itself.';

export const RESUME_INCOMPLETE_MESSAGE =
  'Your resume PDF looks incomplete: the file stops before its end. Please save or download it again and attach the whole file.';

/** What the visitor is told about a résumé whose bytes are not what their signature claims; undefined when they are. */
export function resumeProblem(bytes: Buffer, extension: 'pdf' | 'doc' | 'docx'): string | undefined {
  if (MARKUP.test(bytes.subarray(0, SNIFFED_BYTES).toString('latin1'))) return RESUME_CONTENT_MESSAGE;
  if (extension === 'docx' && !bytes.includes('[Content_Types].xml', 0, 'latin1')) return RESUME_CONTENT_MESSAGE;
  if (extension === 'pdf' && !PDF_END.test(bytes.subarray(-PDF_TAIL_BYTES).toString('latin1')))
    return RESUME_INCOMPLETE_MESSAGE;
  return undefined;
}
