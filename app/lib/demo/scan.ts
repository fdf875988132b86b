import { dateFormat } from '~/lib/date-format';

type ScanIssueType = 'error' | 'warning' | 'info';
type ScanIssueSeverity = 'high' | 'medium' | 'low';

export type ScanIssue = {
  type: ScanIssueType;
  count: number;
  category: string;
  severity: ScanIssueSeverity;
};

export type ScanResult = {
  score: number;
  issues: readonly ScanIssue[];
  totalIssues: number;
  recommendations: readonly string[];
};

export type ScoreBadge = {
  label: 'Good' | 'Needs Work' | 'Poor';
  tone: 'success' | 'warning' | 'danger';
};

/** How long the simulated scan "runs" before results appear. */
export const SCAN_DELAY_MS = 3000;

/** The progress bar is decorative and deliberately fixed, not a real measure of progress. */
export const SCAN_PROGRESS = 33;

export const REPORT_FILE_NAME = 'accessibility-report.md';

export const REPORT_DISCLAIMER =
  'This report is an educational simulation based on fixed sample data, not real compliance testing.';

/** Fixed figures shown in the demo suite; they illustrate a typical audit and are not computed. */
export const DEMO_REMEDIATION_COST = '$15K-$45K';
export const DEMO_COMPLIANCE_PERCENT = 67;
export const DEMO_CONTRAST_ISSUES = 8;
export const DEMO_ELEMENTS = 12;
export const DEMO_SCREENS = 5;

export const INPUT_REQUIRED_TOAST = {
  title: 'Input Required',
  description: 'Please enter a URL or upload an image to scan.',
  variant: 'destructive',
} as const;

export const IMAGE_UPLOADED_TOAST = {
  title: 'Image Uploaded',
  description: 'Ready to scan for accessibility issues.',
} as const;

export const REPORT_DOWNLOADED_TOAST = { title: 'Report Downloaded' } as const;

export function scanCompleteToast(totalIssues: number): { title: string; description: string } {
  return { title: 'Scan Complete!', description: `Found ${totalIssues} accessibility issues.` };
}

export function countIssues(issues: readonly ScanIssue[]): number {
  return issues.reduce((sum, issue) => sum + issue.count, 0);
}

const SAMPLE_ISSUES: readonly ScanIssue[] = [
  { type: 'error', count: 8, category: 'Color Contrast', severity: 'high' },
  { type: 'warning', count: 12, category: 'Missing Alt Text', severity: 'medium' },
  { type: 'warning', count: 5, category: 'Focus Order', severity: 'medium' },
  { type: 'info', count: 3, category: 'Heading Structure', severity: 'low' },
];

const SAMPLE_RECOMMENDATIONS: readonly string[] = [
  'Raise text contrast to at least 4.5:1 for body text and 3:1 for large text and icons (WCAG 1.4.3 and 1.4.11).',
  'Give every informative image a concise text alternative and hide decorative images from screen readers (WCAG 1.1.1).',
  'Make the focus order follow the visual reading order and keep a visible focus indicator on every control (WCAG 2.4.3 and 2.4.7).',
  'Use one top-level heading per screen and nest headings without skipping levels (WCAG 1.3.1).',
  'Make touch targets at least 44x44 px so controls can be used with limited dexterity.',
  'Support text scaling up to 200% without clipped or overlapping content (WCAG 1.4.4).',
];

/** The demo scanner always returns this result; no real page or image is analyzed. */
export const SAMPLE_SCAN_RESULT: ScanResult = {
  score: 67,
  issues: SAMPLE_ISSUES,
  // Derived rather than hard-coded so the headline total can never drift from the issue list.
  totalIssues: countIssues(SAMPLE_ISSUES),
  recommendations: SAMPLE_RECOMMENDATIONS,
};

export function scoreBadge(score: number): ScoreBadge {
  if (score >= 80) return { label: 'Good', tone: 'success' };
  if (score >= 60) return { label: 'Needs Work', tone: 'warning' };
  return { label: 'Poor', tone: 'danger' };
}

const REPORT_DATE = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });

/** UTC keeps the report identical whether it is built on the server or in any visitor's time zone. */
function formatReportDate(date: Date): string {
  const hours = String(date.getUTCHours()).padStart(2, '0');
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${REPORT_DATE().format(date)} at ${hours}:${minutes} UTC`;
}

/** The target is visitor input; collapsing line breaks stops it from injecting headings or table rows. */
function describeTarget(target: string): string {
  const singleLine = target.replace(/\s+/g, ' ').trim();
  return singleLine === '' ? 'Not specified' : singleLine;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function buildReportMarkdown(result: ScanResult, options: { target: string; generatedAt: Date }): string {
  const badge = scoreBadge(result.score);
  const issueRows = result.issues.map(
    (issue) => `| ${issue.category} | ${capitalize(issue.type)} | ${capitalize(issue.severity)} | ${issue.count} |`,
  );
  const recommendations = result.recommendations.map((text, index) => `${index + 1}. ${text}`);

  return [
    '# Accessibility Scan Report',
    '',
    `> ${REPORT_DISCLAIMER}`,
    '',
    `- **Target scanned:** ${describeTarget(options.target)}`,
    `- **Generated:** ${formatReportDate(options.generatedAt)}`,
    `- **Accessibility score:** ${result.score}/100 (${badge.label})`,
    `- **Total issues:** ${result.totalIssues}`,
    '',
    '## Issues',
    '',
    '| Category | Type | Severity | Count |',
    '| --- | --- | --- | --- |',
    ...issueRows,
    '',
    '## Recommendations',
    '',
    ...recommendations,
    '',
    '## Next steps',
    '',
    'Automated checks find only part of the barriers people meet. A professional audit adds manual testing with VoiceOver, TalkBack, keyboard and switch access, and a prioritized remediation plan.',
    '',
    '---',
    '',
    REPORT_DISCLAIMER,
    '',
  ].join('\n');
}
