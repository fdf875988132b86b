import { Download, ImageUp, Link2, Loader2, ScanSearch } from '~/components/ui/icons/icons';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Tabs } from '~/components/ui/tabs';
import { dismissErrors, notify, notifyError } from '~/components/ui/toaster';
import {
  DEMO_COMPLIANCE_PERCENT,
  DEMO_CONTRAST_ISSUES,
  DEMO_ELEMENTS,
  DEMO_REMEDIATION_COST,
  DEMO_SCREENS,
  IMAGE_UPLOADED_TOAST,
  INPUT_REQUIRED_TOAST,
  REPORT_DOWNLOADED_TOAST,
  REPORT_FILE_NAME,
  SAMPLE_SCAN_RESULT,
  SCAN_DELAY_MS,
  SCAN_PROGRESS,
  buildReportMarkdown,
  scanCompleteToast,
  scoreBadge,
  type ScanIssue,
} from '~/lib/demo/scan';
import { useHydrated } from '~/render/use-hydrated';
import { DemoPanel, NeedsJavaScript } from './demo-panel';
import { lazyPart, useShowWhenLoaded } from '~/render/lazy-part';
import type { ScannerImage } from './scanner-image-upload';

// The "Image Upload" tab's drop zone brings the form fields' module (with the form schemas' zod)
// along, so its code is fetched after hydration (render/lazy-part.tsx, ADR 0016).
const imageUpload = lazyPart(() => import('./scanner-image-upload').then((module) => module.ScannerImageUpload));
const ScannerImageUpload = imageUpload.Component;

type Source = 'url' | 'image';
type Status = 'idle' | 'scanning' | 'done';

const controlClass =
  'block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-base text-ink-950 placeholder:text-ink-500 hover:border-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

const SEVERITY_TONE = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

/** Downloads text as a file without a server round trip. */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ScannerDemo() {
  const id = useId();
  const hydrated = useHydrated();
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [image, setImage] = useState<ScannerImage | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const show = useShowWhenLoaded();
  const showScan = useShowWhenLoaded();

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.preview);
    },
    [image],
  );

  // Stable, so the image upload waiting for its code is not re-rendered as the URL is typed (render/lazy-part.tsx).
  const onImage = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !file.type.startsWith('image/')) return;
    setImage({ name: file.name, preview: URL.createObjectURL(file) });
    notify(IMAGE_UPLOADED_TOAST.title, IMAGE_UPLOADED_TOAST.description);
  }, []);

  function startScan() {
    if (url.trim() === '' && !image) {
      notifyError(INPUT_REQUIRED_TOAST.title, INPUT_REQUIRED_TOAST.description);
      return;
    }
    // The input is there now: the earlier "Input Required" no longer applies while it scans.
    dismissErrors();
    // Scanning disables the image upload, which must not change before its code is in.
    showScan([imageUpload], () => {
      setStatus('scanning');
      timer.current = setTimeout(() => {
        setStatus('done');
        const toast = scanCompleteToast(SAMPLE_SCAN_RESULT.totalIssues);
        notify(toast.title, toast.description);
        requestAnimationFrame(() => resultsHeading.current?.focus());
      }, SCAN_DELAY_MS);
    });
  }

  function downloadReport() {
    const target = source === 'image' && image ? image.name : url.trim() || image?.name || '';
    downloadText(REPORT_FILE_NAME, buildReportMarkdown(SAMPLE_SCAN_RESULT, { target, generatedAt: new Date() }));
    notify(REPORT_DOWNLOADED_TOAST.title);
  }

  const scanning = status === 'scanning';
  const badge = scoreBadge(SAMPLE_SCAN_RESULT.score);

  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="Accessibility Scanner"
      description="Enter a URL or upload a screenshot and see the kind of report an automated scan produces. The result is a fixed sample; nothing is sent or analyzed."
    >
      <NeedsJavaScript id={`${id}-needs-js`}>
        The scanner runs in your browser and needs JavaScript. The Colors Demo and Quick Colors work without it.
      </NeedsJavaScript>
      <Tabs
        label="Scan source"
        variant="underline"
        headingLevel={4}
        value={source}
        onValueChange={(next) => show(next === 'image' ? [imageUpload] : [], () => setSource(next))}
        items={[
          {
            id: 'url',
            label: 'URL Scan',
            icon: <Link2 aria-hidden="true" />,
            content: (
              <div className="space-y-1.5">
                <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-ink-900">
                  App or website URL
                </label>
                <input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com or an App Store link"
                  value={url}
                  maxLength={500}
                  disabled={scanning}
                  onChange={(event) => setUrl(event.target.value)}
                  className={controlClass}
                />
              </div>
            ),
          },
          {
            id: 'image',
            label: 'Image Upload',
            icon: <ImageUp aria-hidden="true" />,
            content: <ScannerImageUpload id={`${id}-image`} image={image} disabled={scanning} onChange={onImage} />,
          },
        ]}
      />

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* Until the script runs (and without JavaScript) the button cannot work, so it does not
            look as if it could. */}
        <Button
          size="lg"
          onClick={startScan}
          disabled={scanning || !hydrated}
          aria-describedby={hydrated ? undefined : `${id}-needs-js`}
        >
          {scanning ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ScanSearch aria-hidden="true" />}
          {scanning ? 'Scanning...' : 'Start Scan'}
        </Button>
        {scanning ? (
          <div className="flex-1">
            <div
              role="progressbar"
              aria-label="Scan progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={SCAN_PROGRESS}
              className="h-2.5 overflow-hidden rounded-full bg-ink-100"
            >
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${SCAN_PROGRESS}%` }} />
            </div>
            <p className="mt-1.5 text-sm text-ink-600">Checking contrast, labels, focus order and headings...</p>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {scanning
          ? 'Scanning, please wait.'
          : status === 'done'
            ? `Scan complete. Found ${SAMPLE_SCAN_RESULT.totalIssues} accessibility issues.`
            : ''}
      </p>

      {status === 'done' ? (
        <div className="mt-8 space-y-6 border-t border-ink-100 pt-8" data-testid="scan-results">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-5">
              <div className="grid size-20 shrink-0 place-items-center rounded-full bg-ink-950 font-display text-3xl font-extrabold text-white">
                {SAMPLE_SCAN_RESULT.score}
              </div>
              <div>
                <h4 ref={resultsHeading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
                  Accessibility score: {SAMPLE_SCAN_RESULT.score}/100
                </h4>
                <div className="mt-1.5 flex flex-wrap items-center gap-2">
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                  <span className="text-sm text-ink-600">{SAMPLE_SCAN_RESULT.totalIssues} issues found</span>
                </div>
              </div>
            </div>
            <Button variant="secondary" onClick={downloadReport}>
              <Download aria-hidden="true" />
              Download Report
            </Button>
          </div>

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {[
              { label: 'Screens analyzed', value: String(DEMO_SCREENS) },
              { label: 'Compliance', value: `${DEMO_COMPLIANCE_PERCENT}%` },
              { label: 'Contrast issues', value: String(DEMO_CONTRAST_ISSUES) },
              { label: 'Elements missing alt text', value: String(DEMO_ELEMENTS) },
              { label: 'Estimated remediation', value: DEMO_REMEDIATION_COST },
            ].map((stat) => (
              <div key={stat.label} className="rounded-xl bg-ink-50 p-4 last:col-span-2 sm:last:col-span-1">
                <dt className="text-xs font-semibold text-ink-600">{stat.label}</dt>
                <dd className="mt-1 font-display text-2xl font-extrabold text-ink-950">{stat.value}</dd>
              </div>
            ))}
          </dl>

          <div>
            <h5 className="font-bold">Issues</h5>
            <ul className="mt-3 divide-y divide-ink-100 rounded-xl border border-ink-100">
              {SAMPLE_SCAN_RESULT.issues.map((issue) => (
                <IssueRow key={issue.category} issue={issue} />
              ))}
            </ul>
          </div>

          <div>
            <h5 className="font-bold">Recommendations</h5>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-700 marker:font-semibold marker:text-brand-700">
              {SAMPLE_SCAN_RESULT.recommendations.map((recommendation) => (
                <li key={recommendation}>{recommendation}</li>
              ))}
            </ol>
          </div>
        </div>
      ) : null}
    </DemoPanel>
  );
}

function IssueRow({ issue }: { issue: ScanIssue }) {
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <div>
        <p className="font-semibold text-ink-900">{issue.category}</p>
        <p className="text-sm text-ink-600 capitalize">
          {issue.type} · {issue.severity} severity
        </p>
      </div>
      <Badge tone={SEVERITY_TONE[issue.severity]} className="shrink-0 whitespace-nowrap">
        {issue.count} {issue.count === 1 ? 'issue' : 'issues'}
      </Badge>
    </li>
  );
}
