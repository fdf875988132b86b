import { detectPlatform, type AppPlatform } from '~/lib/platform';

/** The simulated upload on /real-scan: progress rises by this much at each step... */
export const UPLOAD_STEP_PERCENT = 10;
/** ...every this many milliseconds, so a batch "uploads" in two seconds. */
export const UPLOAD_STEP_MS = 200;
/** How long the simulated scan of the uploaded builds takes. */
export const REAL_SCAN_DURATION_MS = 3000;

export const SCAN_COMPLETE_NOTICE =
  'Scan complete! In a real implementation, the detailed accessibility results for your app would be shown here.';

/** A file picked by the visitor. It stays in the browser's memory; nothing is sent anywhere. */
export type UploadedAppFile = {
  id: string;
  name: string;
  size: number;
  type: string;
  platform: AppPlatform;
};

export function toUploadedFile(file: { name: string; size: number; type: string }, id: string): UploadedAppFile {
  return { id, name: file.name, size: file.size, type: file.type, platform: detectPlatform(file.name) };
}

/** The next progress value; the upload is finished when this returns 100. */
export function nextUploadProgress(progress: number): number {
  return Math.min(100, Math.max(0, progress) + UPLOAD_STEP_PERCENT);
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** Human file size in binary units, e.g. 1536 → '1.5 KB', 524288000 → '500 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024)
    return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const candidate of UNITS) {
    value /= 1024;
    unit = candidate;
    if (value < 1024) break;
  }
  // One decimal for small values, none once the number is large enough to read at a glance.
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${unit}`;
}
