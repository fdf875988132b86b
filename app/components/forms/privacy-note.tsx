import { Link } from '@remix-run/react';

/** Where a visitor reads, at the moment they send, what is kept of it and how to have it erased. */
const PRIVACY_PATH = '/privacy';

/** The line under every lead form's submit button: one component, so every form says it alike. */
export function PrivacyNote() {
  return (
    <p className="text-sm text-ink-600">
      We keep what you send to answer you, for up to two years. Our{' '}
      <Link to={PRIVACY_PATH} className="font-semibold text-ink-800 underline hover:text-ink-950">
        privacy notice
      </Link>{' '}
      says who sees it and how to get a copy or have it deleted.
    </p>
  );
}
