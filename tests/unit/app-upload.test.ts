import { describe, expect, it } from 'vitest';
import {
  REAL_SCAN_DURATION_MS,
  UPLOAD_STEP_MS,
  UPLOAD_STEP_PERCENT,
  formatFileSize,
  nextUploadProgress,
  toUploadedFile,
} from '~/lib/demo/app-upload';

describe('simulated upload', () => {
  it('rises 10% every 200 ms and scans for 3 s', () => {
    expect(UPLOAD_STEP_PERCENT).toBe(10);
    expect(UPLOAD_STEP_MS).toBe(200);
    expect(REAL_SCAN_DURATION_MS).toBe(3000);
  });

  it('reaches exactly 100 after ten steps and stays there', () => {
    const steps: number[] = [];
    let progress = 0;
    while (progress < 100) {
      progress = nextUploadProgress(progress);
      steps.push(progress);
    }
    expect(steps).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(nextUploadProgress(100)).toBe(100);
    expect(nextUploadProgress(95)).toBe(100);
  });

  it('keeps name, size and type and detects the platform from the name', () => {
    expect(toUploadedFile({ name: 'Shop.ipa', size: 2048, type: '' }, 'a')).toEqual({
      id: 'a',
      name: 'Shop.ipa',
      size: 2048,
      type: '',
      platform: 'ios',
    });
    expect(toUploadedFile({ name: 'shop.aab', size: 1, type: '' }, 'b').platform).toBe('android');
    expect(toUploadedFile({ name: 'shop-flutter-build', size: 1, type: '' }, 'c').platform).toBe('flutter');
    expect(toUploadedFile({ name: 'source.zip', size: 1, type: 'application/zip' }, 'd').platform).toBe('flutter');
    expect(toUploadedFile({ name: 'readme.txt', size: 1, type: 'text/plain' }, 'e').platform).toBe('unknown');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [15 * 1024 * 1024, '15 MB'],
    [500 * 1024 * 1024, '500 MB'],
    [3.25 * 1024 * 1024 * 1024, '3.3 GB'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
