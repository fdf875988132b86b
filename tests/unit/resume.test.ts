import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResume, detectResumeType, uploadResume } from '~/leads/resume.server';
import { minimalPdf } from '../support/pdf';

const PDF = minimalPdf();
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('..[Content_Types].xml..word/document.xml..'),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('..photos/cat.jpg..')]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00]);

describe('résumés by content', () => {
  it('recognises PDF, legacy Word and DOCX by their signatures, and nothing else', () => {
    expect(detectResumeType(PDF)?.extension).toBe('pdf');
    expect(detectResumeType(DOC)?.extension).toBe('doc');
    expect(detectResumeType(DOCX)?.extension).toBe('docx');
    expect(detectResumeType(ZIP)).toBeUndefined();
    expect(detectResumeType(EXE)).toBeUndefined();
    expect(detectResumeType(Buffer.alloc(0))).toBeUndefined();
  });

  it('requires the name to agree with the content', async () => {
    expect(await checkResume(new File([PDF], 'cv.PDF'))).toHaveProperty('resume');
    expect(await checkResume(new File([PDF], 'cv.docx'))).toHaveProperty('problem');
    expect(await checkResume(new File([EXE], 'cv.pdf'))).toHaveProperty('problem');
    expect(await checkResume(new File([DOC], 'cv.doc'))).toHaveProperty('resume');
  });
});

// Supabase Storage's object upload as the site uses it: POST /storage/v1/object/{bucket}/{name}
// with the service role key; an unknown bucket is 404, an existing name 409, a wrong key 403.
const objects = new Map<string, Buffer>();
let storage: ReturnType<typeof createServer>;
let storageUrl = '';
async function read(incoming: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
beforeAll(async () => {
  storage = createServer(async (incoming, outgoing) => {
    const match = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(incoming.url ?? '');
    const body = await read(incoming);
    if (incoming.headers.authorization !== 'Bearer service-key')
      return void outgoing.writeHead(403).end('{"error":"Unauthorized"}');
    if (!match || match[1] !== 'resumes') return void outgoing.writeHead(404).end('{"error":"Bucket not found"}');
    if (objects.has(match[2] ?? '')) return void outgoing.writeHead(409).end('{"error":"Duplicate"}');
    objects.set(match[2] ?? '', body);
    outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Key: `resumes/${match[2]}` }));
  });
  await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
  storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => storage.close(() => resolve())));

describe('résumés in Supabase Storage', () => {
  it('uploads the bytes under a random name in the resumes bucket', async () => {
    const checked = await checkResume(new File([DOCX], '../../Évil.docx'));
    if (!('resume' in checked)) throw new Error('expected a DOCX');
    const attachment = await uploadResume(storageUrl, 'service-key', checked.resume);
    expect(attachment).toMatchObject({ storedIn: 'supabase-storage', size: DOCX.length });
    expect(attachment.file).toMatch(/^[0-9a-f-]{36}\.docx$/);
    expect(objects.get(attachment.file)?.equals(DOCX)).toBe(true);
  });

  it('throws when Storage refuses, so the lead is not stored without its file', async () => {
    const checked = await checkResume(new File([PDF], 'cv.pdf'));
    if (!('resume' in checked)) throw new Error('expected a PDF');
    await expect(uploadResume(storageUrl, 'anon-key', checked.resume)).rejects.toThrow(/403/);
  });
});
