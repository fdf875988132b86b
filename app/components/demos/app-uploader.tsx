import { CircleCheck, FileArchive, Loader2, ScanSearch, Trash2, UploadCloud } from '~/components/ui/icons/icons';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import {
  REAL_SCAN_DURATION_MS,
  SCAN_COMPLETE_NOTICE,
  UPLOAD_STEP_MS,
  formatFileSize,
  nextUploadProgress,
  toUploadedFile,
  type UploadedAppFile,
} from '~/lib/demo/app-upload';
import { APP_FILE_ACCEPT, APP_PLATFORM_LABELS, MAX_APP_FILE_BYTES } from '~/lib/platform';
import { cn } from '~/lib/cn';
import { useHydrated } from '~/render/use-hydrated';
import { Card } from '~/components/ui/card';

const PLATFORM_TONE = { ios: 'brand', android: 'success', flutter: 'highlight', unknown: 'neutral' } as const;

/**
 * The /real-scan upload area. Files never leave the browser: the upload and the scan are
 * simulated with the timings of the typed module.
 */
export function AppUploader() {
  const id = useId();
  const hydrated = useHydrated();
  const [files, setFiles] = useState<UploadedAppFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pending = useRef<UploadedAppFile[]>([]);
  const nextId = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const scanTimer = useRef<ReturnType<typeof setTimeout>>();

  const uploading = progress !== null;
  const busy = uploading || scanning;

  useEffect(() => {
    if (progress === null) return;
    if (progress >= 100) {
      const added = pending.current;
      pending.current = [];
      setFiles((current) => [...current, ...added]);
      setProgress(null);
      return;
    }
    const timer = setTimeout(() => setProgress(nextUploadProgress(progress)), UPLOAD_STEP_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  useEffect(() => () => clearTimeout(scanTimer.current), []);

  function addFiles(list: FileList | null) {
    if (!list || list.length === 0 || busy) return;
    pending.current = Array.from(list, (file) => toUploadedFile(file, `file-${(nextId.current += 1)}`));
    setNotice(null);
    setProgress(0);
    // Clearing the input lets the visitor pick the same file again after removing it.
    if (inputRef.current) inputRef.current.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  function startScan() {
    setScanning(true);
    setNotice(null);
    scanTimer.current = setTimeout(() => {
      setScanning(false);
      setNotice(SCAN_COMPLETE_NOTICE);
    }, REAL_SCAN_DURATION_MS);
  }

  return (
    <div className="space-y-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative rounded-card border-2 border-dashed p-6 text-center transition-colors sm:p-10',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white',
        )}
      >
        <UploadCloud aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <label htmlFor={`${id}-files`} className="mt-4 block text-lg font-bold text-ink-950">
          Upload your app builds
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          .ipa, .apk, .aab or .zip, several at once, up to {formatFileSize(MAX_APP_FILE_BYTES)} each. Files stay in your
          browser.
        </p>
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          multiple
          accept={APP_FILE_ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => addFiles(event.target.files)}
          // Once interactive the real input covers the whole zone (a click or a drop anywhere
          // picks files) and the site's own button stands in for "Choose Files / No file chosen".
          className={cn(
            'cursor-pointer disabled:cursor-not-allowed',
            hydrated
              ? 'absolute inset-0 size-full opacity-0'
              : 'mx-auto mt-5 block w-full max-w-md rounded-xl border border-ink-300 bg-white px-3 py-2 text-sm text-ink-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white',
          )}
        />
        {hydrated ? (
          <span aria-hidden="true" className={cn(buttonVariants({ size: 'lg' }), 'mt-5', busy && 'opacity-60')}>
            Choose files
          </span>
        ) : null}
        <p
          data-no-js=""
          className="mx-auto mt-5 hidden max-w-md rounded-xl border border-warning-700/30 bg-warning-50 p-3 text-sm text-warning-700"
        >
          The upload and scan run entirely in your browser and need JavaScript. Turn it on to try the scanner, or
          request a professional audit below.
        </p>
      </div>

      {uploading ? (
        <div>
          <div className="flex justify-between text-sm font-semibold text-ink-700">
            <span id={`${id}-progress-label`}>Uploading...</span>
            <span>{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress-label`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      ) : null}

      {files.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <h3 className="font-bold">
            Files ready to scan <span className="font-normal text-ink-600">({files.length})</span>
          </h3>
          <ul className="mt-4 divide-y divide-ink-100" data-testid="uploaded-files">
            {files.map((file) => (
              <li key={file.id} className="flex items-center gap-3 py-3">
                <FileArchive aria-hidden="true" className="size-8 shrink-0 text-ink-500" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink-900">{file.name}</p>
                  <p className="text-sm text-ink-600">{formatFileSize(file.size)}</p>
                </div>
                <Badge tone={PLATFORM_TONE[file.platform]}>{APP_PLATFORM_LABELS[file.platform]}</Badge>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => setFiles((current) => current.filter((item) => item.id !== file.id))}
                  className="px-2.5"
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">Remove {file.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={startScan} disabled={busy}>
            {scanning ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ScanSearch aria-hidden="true" />}
            {scanning ? 'Scanning...' : `Scan ${files.length === 1 ? 'App' : `${files.length} Apps`}`}
          </Button>
        </Card>
      ) : null}

      <p role="status" className="sr-only">
        {uploading ? 'Uploading your files.' : scanning ? 'Scanning your app, please wait.' : ''}
      </p>
      <div role="alert">
        {notice ? (
          <p className="flex gap-3 rounded-xl border border-success-700/30 bg-success-50 p-4 font-medium text-success-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {notice}
          </p>
        ) : null}
      </div>
    </div>
  );
}
