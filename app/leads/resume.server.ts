import { createHash, randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { RESUME_CONTENT_MESSAGE, resumeProblem } from '~/submissions/resume-check.server';
import type { Attachment } from './lead-record';

type ResumeType = { extension: 'pdf' | 'doc' | 'docx'; contentType: string };

const PDF: ResumeType = { extension: 'pdf', contentType: 'application/pdf' };
const DOC: ResumeType = { extension: 'doc', contentType: 'application/msword' };
const DOCX: ResumeType = {
  extension: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a file really is, from its bytes: a PDF starts with `%PDF-`, a legacy Word document is an
 * OLE compound file, a DOCX is a zip archive holding `word/` parts. The name is not trusted.
 */
export function detectResumeType(bytes: Buffer): ResumeType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return DOC;
  // A zip's local file headers name its entries; a Word document's main part is word/document.xml.
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE) && bytes.includes('word/document.xml', 0, 'latin1')) return DOCX;
  return undefined;
}

export type CheckedResume = { bytes: Buffer; type: ResumeType };

/** A résumé kept for the lead, or what the visitor is told to fix. */
export type ResumeCheck = { resume: CheckedResume } | { problem: string };

/** Reads the résumé and checks that its content matches the kind its name claims, and is whole. */
export async function checkResume(file: File): Promise<ResumeCheck> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = detectResumeType(bytes);
  const claimed = file.name.toLowerCase().split('.').pop();
  if (!type || claimed !== type.extension) return { problem: RESUME_CONTENT_MESSAGE };
  const problem = resumeProblem(bytes, type.extension);
  return problem ? { problem } : { resume: { bytes, type } };
}

export function resumeDigest(resume: CheckedResume): string {
  return createHash('sha256').update(resume.bytes).digest('hex');
}

function describe(resume: CheckedResume, file: string, storedIn: Attachment['storedIn']): Attachment {
  return {
    file,
    storedIn,
    contentType: resume.type.contentType,
    size: resume.bytes.length,
    sha256: resumeDigest(resume),
  };
}

/** Stores the résumé under a random name in `directory`, flushed to disk; nothing of the visitor's file name is used. */
export async function saveResume(directory: string, resume: CheckedResume): Promise<Attachment> {
  // Private to the server's account: a résumé is personal data.
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700);
  const file = `${randomUUID()}.${resume.type.extension}`;
  const target = path.join(directory, file);
  const handle = await open(target, 'wx', 0o600);
  try {
    await handle.writeFile(resume.bytes);
    await handle.sync();
  } catch (error) {
    // A résumé cut short (a full disk) is no résumé: leave no empty or partial file behind.
    await handle.close().catch(() => undefined);
    await rm(target, { force: true });
    throw error;
  }
  await handle.close();
  return describe(resume, file, 'leads-dir');
}

export const RESUME_BUCKET = 'resumes';

/**
 * Uploads the résumé to the private `resumes` bucket of Supabase Storage under a random name,
 * with the server-side key (Storage's REST interface: POST /storage/v1/object/{bucket}/{name}).
 * Throws when Storage does not accept it, so the lead is not stored half.
 */
export async function uploadResume(
  supabaseUrl: string,
  serviceRoleKey: string,
  resume: CheckedResume,
  fetchImpl: typeof fetch = fetch,
): Promise<Attachment> {
  const file = `${randomUUID()}.${resume.type.extension}`;
  const response = await fetchImpl(`${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${RESUME_BUCKET}/${file}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': resume.type.contentType,
      'x-upsert': 'false',
    },
    body: new Uint8Array(resume.bytes),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Storage answered ${response.status}: ${await response.text()}`);
  return describe(resume, file, 'supabase-storage');
}

/**
 * A kept résumé's bytes, from LEADS_DIR/resumes or the private Storage bucket (an authenticated
 * download with the server-side key), so the studio's notification can carry it.
 */
export async function readResume(
  attachment: Attachment,
  where: { directory: string; supabase?: { url: string; serviceRoleKey: string } | undefined },
  fetchImpl: typeof fetch = fetch,
): Promise<Buffer> {
  if (attachment.storedIn === 'leads-dir') return readFile(path.join(where.directory, attachment.file));
  if (!where.supabase) throw new Error('the résumé is in Supabase Storage, which is not configured');
  const { url, serviceRoleKey } = where.supabase;
  const response = await fetchImpl(`${url.replace(/\/$/, '')}/storage/v1/object/${RESUME_BUCKET}/${attachment.file}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Storage answered ${response.status} for the résumé`);
  return Buffer.from(await response.arrayBuffer());
}
