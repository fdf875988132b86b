export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${maxBytes} bytes`);
  }
}

/** More fields than any form of the site has: refused before parsing (issue 11). */
export class TooManyFieldsError extends Error {
  constructor(readonly maxFields: number) {
    super(`Request has more than ${maxFields} fields`);
  }
}

/** The largest form has about 15 fields; a few checkbox groups stay far below this. */
export const DEFAULT_MAX_FIELDS = 100;

const AMPERSAND = 0x26;

/** Occurrences of a byte sequence, counted in one pass and stopping once `limit` is passed. */
function countOccurrences(body: Buffer, needle: Buffer | number, limit: number): number {
  let count = 0;
  let at = body.indexOf(needle);
  while (at !== -1 && count <= limit) {
    count += 1;
    at = body.indexOf(needle, at + (typeof needle === 'number' ? 1 : needle.length));
  }
  return count;
}

/**
 * How many fields a body holds, without parsing it: urlencoded fields are separated by `&`,
 * multipart parts each start with the boundary. Bounded by `limit` + 1 so the count itself is cheap.
 */
export function countFields(body: Buffer, contentType: string, limit: number): number {
  if (body.length === 0) return 0;
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (/^multipart\//i.test(contentType) && marker) {
    // The closing delimiter also matches, so the parts are one fewer than the delimiters.
    return Math.max(0, countOccurrences(body, Buffer.from(`--${marker}`), limit + 1) - 1);
  }
  return countOccurrences(body, AMPERSAND, limit) + 1;
}

/**
 * Reads a form submission, refusing it before parsing once it passes `maxBytes` or holds more
 * than `maxFields` fields, so neither an oversized body nor a flood of tiny fields can exhaust
 * memory or CPU.
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
  maxFields: number = DEFAULT_MAX_FIELDS,
): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new FormData();

  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const contentType = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded';
  const body = Buffer.concat(chunks);
  if (countFields(body, contentType, maxFields) > maxFields) throw new TooManyFieldsError(maxFields);
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // A malformed body is the sender's fault; treat it as an empty form so validation explains.
    return new FormData();
  }
}
