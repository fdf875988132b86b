import busboy from 'busboy';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEFAULT_FIELD_CHARS, type FieldLimits } from './field-limits';

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${maxBytes} bytes`);
  }
}

/** More fields than any form of the site has: refused while parsing. */
export class TooManyFieldsError extends Error {
  constructor(readonly maxFields: number) {
    super(`Request has more fields than ${maxFields}`);
  }
}

/** The largest form has about 15 fields; a few checkbox groups stay far below this. */
export const DEFAULT_MAX_FIELDS = 100;

/**
 * Bytes the parser keeps of one text value before cutting it: four bytes per character of the
 * longest field any form has (5,000 characters), with room to spare. The per-field cut by the
 * schema's own length comes after, on these few kilobytes.
 */
const FIELD_BYTES = 32 * 1024;

/** The parser is fed this much at a time, and the event loop is let go between pieces. */
const SLICE_BYTES = 64 * 1024;

const everyFieldByDefault: FieldLimits = () => DEFAULT_FIELD_CHARS;

type Entry = { name: string; value: string | File | undefined };

/**
 * Reads a form submission with a streaming parser (busboy), within limits that keep one post
 * from holding the server: the body stops at `maxBytes`, the parser at `maxFields` parts, and every
 * text value is cut to one character past its field's own limit (`limits`, from the form's schema)
 * before anything else sees it, so validation still says "too long" but nothing parses, checks or
 * echoes megabytes. The parser is fed in small slices with the event loop let go in between.
 * The web platform's `Request.formData()` did none of this: a large field held the event loop
 * (docs/decisions/0023 has the figures).
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
  maxFields: number = DEFAULT_MAX_FIELDS,
  limits: FieldLimits = everyFieldByDefault,
): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const contentType = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded';

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fields: maxFields, parts: maxFields, files: maxFields, fieldSize: FIELD_BYTES, fileSize: maxBytes },
    });
  } catch {
    // Not a form encoding at all: an empty form, which validation explains.
    await reader.cancel();
    return new FormData();
  }

  const entries: Entry[] = [];
  let tooMany = false;
  let malformed = false;
  const files: Promise<void>[] = [];
  parser.on('field', (name: string | undefined, value: string | undefined) => {
    // In a charset busboy does not know, it decodes neither names nor values: such a field is
    // left out, and validation explains what is missing.
    if (name === undefined) return;
    const max = limits(name) + 1;
    const text = value ?? '';
    entries.push({ name, value: text.length > max ? text.slice(0, max) : text });
  });
  parser.on('file', (name, stream, { filename, mimeType }) => {
    const entry: Entry = { name, value: undefined };
    entries.push(entry);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    files.push(
      new Promise<void>((resolve) => {
        // A part cut short by a malformed body ends the whole form (below); its error is expected.
        stream.on('error', () => resolve());
        stream.once('close', () => {
          entry.value = new File([Buffer.concat(chunks)], filename ?? '', { type: mimeType });
          resolve();
        });
      }),
    );
  });
  const overLimit = () => {
    tooMany = true;
  };
  parser.on('fieldsLimit', overLimit);
  parser.on('partsLimit', overLimit);
  parser.on('filesLimit', overLimit);
  const finished = new Promise<void>((resolve) => {
    parser.once('close', resolve);
    parser.on('error', () => {
      malformed = true;
      resolve();
    });
  });

  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) throw new BodyTooLargeError(maxBytes);
      for (let at = 0; at < value.byteLength && !tooMany && !malformed; at += SLICE_BYTES) {
        const slice = value.subarray(at, at + SLICE_BYTES);
        if (!parser.write(slice)) await new Promise((resolve) => parser.once('drain', resolve));
        await nextTurn();
      }
      if (tooMany || malformed) break;
    }
  } catch (error) {
    parser.destroy();
    await reader.cancel().catch(() => {});
    throw error;
  }
  if (tooMany) {
    parser.destroy();
    await reader.cancel().catch(() => {});
    throw new TooManyFieldsError(maxFields);
  }
  if (!malformed) parser.end();
  await finished;
  if (malformed) {
    await reader.cancel().catch(() => {});
    // A malformed body is the sender's fault; treat it as an empty form so validation explains.
    return new FormData();
  }
  await Promise.all(files);
  const formData = new FormData();
  for (const { name, value } of entries) if (value !== undefined) formData.append(name, value);
  return formData;
}
