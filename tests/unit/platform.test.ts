import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_APP_EXTENSIONS,
  APP_FILE_ACCEPT,
  APP_PLATFORM_LABELS,
  MAX_APP_FILE_BYTES,
  detectPlatform,
  isAcceptedAppFile,
} from '~/lib/platform';

describe('detectPlatform', () => {
  it.each([
    ['MyApp.ipa', 'ios'],
    ['MyApp.apk', 'android'],
    ['release-bundle.aab', 'android'],
    ['project.zip', 'flutter'],
    ['flutter_build', 'flutter'],
    ['MyFlutterApp.tar.gz', 'flutter'],
    ['notes.txt', 'unknown'],
    ['MyApp', 'unknown'],
    ['', 'unknown'],
  ] as const)('detects %j as %s', (fileName, platform) => {
    expect(detectPlatform(fileName)).toBe(platform);
  });

  it('matches extensions case-insensitively', () => {
    expect(detectPlatform('APP.IPA')).toBe('ios');
    expect(detectPlatform('App.Apk')).toBe('android');
    expect(detectPlatform('SOURCE.ZIP')).toBe('flutter');
  });

  it('lets a binary extension win over a flutter name', () => {
    expect(detectPlatform('flutter-app.apk')).toBe('android');
    expect(detectPlatform('flutter-app.aab')).toBe('android');
    expect(detectPlatform('flutter-app.ipa')).toBe('ios');
  });

  it('only reads the final extension', () => {
    expect(detectPlatform('app.ipa.zip')).toBe('flutter');
    expect(detectPlatform('app.apk.txt')).toBe('unknown');
    expect(detectPlatform('ipa-notes.pdf')).toBe('unknown');
  });
});

describe('accepted app files', () => {
  it('accepts .ipa, .apk, .aab and .zip, stated up to 500MB', () => {
    expect(ACCEPTED_APP_EXTENSIONS).toEqual(['.ipa', '.apk', '.aab', '.zip']);
    expect(APP_FILE_ACCEPT).toBe('.ipa,.apk,.aab,.zip');
    expect(MAX_APP_FILE_BYTES).toBe(524_288_000);
  });

  it.each([
    ['app.ipa', true],
    ['APP.AAB', true],
    ['app.apk', true],
    ['source.zip', true],
    ['flutter-app', false],
    ['app.exe', false],
    ['app.ipa.txt', false],
    ['zip', false],
  ])('isAcceptedAppFile(%j) is %s', (fileName, accepted) => {
    expect(isAcceptedAppFile(fileName)).toBe(accepted);
  });

  it('has a display label for every platform', () => {
    expect(APP_PLATFORM_LABELS).toEqual({
      ios: 'iOS',
      android: 'Android',
      flutter: 'Flutter',
      unknown: 'Unknown',
    });
  });
});
