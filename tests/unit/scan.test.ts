import { describe, expect, it } from 'vitest';
import {
  DEMO_COMPLIANCE_PERCENT,
  DEMO_CONTRAST_ISSUES,
  DEMO_ELEMENTS,
  DEMO_REMEDIATION_COST,
  DEMO_SCREENS,
  IMAGE_UPLOADED_TOAST,
  INPUT_REQUIRED_TOAST,
  REPORT_DISCLAIMER,
  REPORT_DOWNLOADED_TOAST,
  REPORT_FILE_NAME,
  SAMPLE_SCAN_RESULT,
  SCAN_DELAY_MS,
  SCAN_PROGRESS,
  buildReportMarkdown,
  countIssues,
  scanCompleteToast,
  scoreBadge,
} from '~/lib/demo/scan';

describe('SAMPLE_SCAN_RESULT', () => {
  it('holds the fixed sample from the spec', () => {
    expect(SAMPLE_SCAN_RESULT.score).toBe(67);
    expect(SAMPLE_SCAN_RESULT.issues).toEqual([
      { type: 'error', count: 8, category: 'Color Contrast', severity: 'high' },
      { type: 'warning', count: 12, category: 'Missing Alt Text', severity: 'medium' },
      { type: 'warning', count: 5, category: 'Focus Order', severity: 'medium' },
      { type: 'info', count: 3, category: 'Heading Structure', severity: 'low' },
    ]);
  });

  it('totals 28 issues, computed from the list', () => {
    expect(SAMPLE_SCAN_RESULT.totalIssues).toBe(28);
    expect(countIssues(SAMPLE_SCAN_RESULT.issues)).toBe(28);
    expect(countIssues([])).toBe(0);
  });

  it('carries 4 to 6 non-empty recommendations', () => {
    const { recommendations } = SAMPLE_SCAN_RESULT;
    expect(recommendations.length).toBeGreaterThanOrEqual(4);
    expect(recommendations.length).toBeLessThanOrEqual(6);
    expect(recommendations.every((text) => text.trim().length > 20)).toBe(true);
    expect(recommendations.some((text) => text.includes('44x44 px'))).toBe(true);
    expect(recommendations.some((text) => text.includes('200%'))).toBe(true);
  });
});

describe('scoreBadge', () => {
  it.each([
    [100, 'Good', 'success'],
    [80, 'Good', 'success'],
    [79, 'Needs Work', 'warning'],
    [67, 'Needs Work', 'warning'],
    [60, 'Needs Work', 'warning'],
    [59, 'Poor', 'danger'],
    [0, 'Poor', 'danger'],
  ])('rates %i as %s', (score, label, tone) => {
    expect(scoreBadge(score)).toEqual({ label, tone });
  });

  it('does not round a score just under a boundary up', () => {
    expect(scoreBadge(79.9).label).toBe('Needs Work');
    expect(scoreBadge(59.9).label).toBe('Poor');
  });
});

describe('demo constants and toasts', () => {
  it('uses the spec timings and figures', () => {
    expect(SCAN_DELAY_MS).toBe(3000);
    expect(SCAN_PROGRESS).toBe(33);
    expect(REPORT_FILE_NAME).toBe('accessibility-report.md');
    expect(DEMO_REMEDIATION_COST).toBe('$15K-$45K');
    expect(DEMO_COMPLIANCE_PERCENT).toBe(67);
    expect(DEMO_CONTRAST_ISSUES).toBe(8);
    expect(DEMO_ELEMENTS).toBe(12);
    expect(DEMO_SCREENS).toBe(5);
  });

  it('words the toasts exactly as the spec', () => {
    expect(INPUT_REQUIRED_TOAST).toEqual({
      title: 'Input Required',
      description: 'Please enter a URL or upload an image to scan.',
      variant: 'destructive',
    });
    expect(scanCompleteToast(SAMPLE_SCAN_RESULT.totalIssues)).toEqual({
      title: 'Scan Complete!',
      description: 'Found 28 accessibility issues.',
    });
    expect(IMAGE_UPLOADED_TOAST).toEqual({
      title: 'Image Uploaded',
      description: 'Ready to scan for accessibility issues.',
    });
    expect(REPORT_DOWNLOADED_TOAST.title).toBe('Report Downloaded');
  });
});

describe('buildReportMarkdown', () => {
  const generatedAt = new Date(Date.UTC(2025, 2, 5, 14, 7));
  const report = buildReportMarkdown(SAMPLE_SCAN_RESULT, {
    target: 'https://example.com/checkout',
    generatedAt,
  });
  const lines = report.split('\n');

  it('starts with the title', () => {
    expect(lines[0]).toBe('# Accessibility Scan Report');
  });

  it('names the target, date, score with badge, and total', () => {
    expect(lines).toContain('- **Target scanned:** https://example.com/checkout');
    expect(lines).toContain('- **Generated:** March 5, 2025 at 14:07 UTC');
    expect(lines).toContain('- **Accessibility score:** 67/100 (Needs Work)');
    expect(lines).toContain('- **Total issues:** 28');
  });

  it('tabulates every issue', () => {
    const header = lines.indexOf('| Category | Type | Severity | Count |');
    expect(header).toBeGreaterThan(0);
    expect(lines.slice(header + 1, header + 6)).toEqual([
      '| --- | --- | --- | --- |',
      '| Color Contrast | Error | High | 8 |',
      '| Missing Alt Text | Warning | Medium | 12 |',
      '| Focus Order | Warning | Medium | 5 |',
      '| Heading Structure | Info | Low | 3 |',
    ]);
  });

  it('numbers the recommendations', () => {
    SAMPLE_SCAN_RESULT.recommendations.forEach((text, index) => {
      expect(lines).toContain(`${index + 1}. ${text}`);
    });
  });

  it('states that it is an educational simulation, not real compliance testing', () => {
    expect(REPORT_DISCLAIMER).toContain('educational simulation');
    expect(REPORT_DISCLAIMER).toContain('not real compliance testing');
    expect(lines).toContain(REPORT_DISCLAIMER);
  });

  it('keeps a multi-line target on one line so it cannot inject markdown', () => {
    const injected = buildReportMarkdown(SAMPLE_SCAN_RESULT, {
      target: 'photo.png\n# Fully compliant\n',
      generatedAt,
    });
    expect(injected).toContain('- **Target scanned:** photo.png # Fully compliant\n');
    expect(injected.split('\n')).not.toContain('# Fully compliant');
  });

  it('says when no target was given', () => {
    const report = buildReportMarkdown(SAMPLE_SCAN_RESULT, { target: '   ', generatedAt });
    expect(report).toContain('- **Target scanned:** Not specified');
  });

  it('uses the badge for the score it is given', () => {
    const report = buildReportMarkdown({ ...SAMPLE_SCAN_RESULT, score: 85 }, { target: 'app.png', generatedAt });
    expect(report).toContain('- **Accessibility score:** 85/100 (Good)');
  });
});
