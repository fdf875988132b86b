export type AppPlatform = 'ios' | 'android' | 'flutter' | 'unknown';

export const ACCEPTED_APP_EXTENSIONS = ['.ipa', '.apk', '.aab', '.zip'] as const;

/** Value for the upload input's `accept` attribute. */
export const APP_FILE_ACCEPT = ACCEPTED_APP_EXTENSIONS.join(',');

/** Stated limit only; the spec does not enforce it on upload. */
export const MAX_APP_FILE_BYTES = 500 * 1024 * 1024;

export const APP_PLATFORM_LABELS: Readonly<Record<AppPlatform, string>> = {
  ios: 'iOS',
  android: 'Android',
  flutter: 'Flutter',
  unknown: 'Unknown',
};

function hasExtension(fileName: string, extension: string): boolean {
  // Extensions are compared case-insensitively because files exported on Windows often arrive as 'APP.IPA'.
  return fileName.toLowerCase().endsWith(extension);
}

/**
 * Guesses the platform from a file name.
 *
 * Precedence: a binary extension (.ipa, then .apk/.aab) wins over everything else, because the
 * package format is what we would actually scan; only then does .zip or a name containing
 * 'flutter' mean Flutter. So 'flutter-app.apk' is android and 'flutter-app.ipa' is ios.
 */
export function detectPlatform(fileName: string): AppPlatform {
  if (hasExtension(fileName, '.ipa')) return 'ios';
  if (hasExtension(fileName, '.apk') || hasExtension(fileName, '.aab')) return 'android';
  if (hasExtension(fileName, '.zip') || fileName.toLowerCase().includes('flutter')) {
    return 'flutter';
  }
  return 'unknown';
}

export function isAcceptedAppFile(fileName: string): boolean {
  return ACCEPTED_APP_EXTENSIONS.some((extension) => hasExtension(fileName, extension));
}
