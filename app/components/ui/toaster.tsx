import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 5;

/** The site's toaster: at most five at once, 420 px wide at most, five seconds by default. */
export function Toaster() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A new page is a new start: a complaint about the last page's form no longer applies.
    dismissErrors();
  }, [pathname]);
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
      style={{ ['--width' as string]: 'min(420px, calc(100vw - 2rem))' }}
      toastOptions={{
        classNames: {
          toast: 'rounded-2xl! border! border-ink-100! bg-white! text-ink-900! shadow-lift! font-sans!',
          title: 'font-semibold! text-ink-950!',
          description: 'text-ink-700!',
          error: 'border-danger-600/40! bg-danger-50!',
          closeButton: 'bg-white! text-ink-700! border-ink-200!',
        },
      }}
    />
  );
}

/** Error and hint toasts still up: what a later success (or a fresh start) takes away. */
const openProblems = new Set<string | number>();

/** Closes every error and hint toast, e.g. once the visitor has fixed what they complained about. */
export function dismissErrors() {
  for (const id of openProblems) sonnerToast.dismiss(id);
  openProblems.clear();
}

function remember(id: string | number) {
  openProblems.add(id);
  return id;
}

/** Success and information toasts; a success also clears the complaints it answers. */
export function notify(title: string, description?: string, options?: { duration?: number }) {
  dismissErrors();
  sonnerToast.success(title, { description, ...options });
}

/** Destructive toasts: something the visitor has to act on. */
export function notifyError(title: string, description?: string) {
  remember(sonnerToast.error(title, { description, onDismiss: (t) => openProblems.delete(t.id) }));
}

/** Neutral toasts: a hint, neither success nor failure. */
export function notifyInfo(title: string, description?: string) {
  remember(sonnerToast(title, { description, onDismiss: (t) => openProblems.delete(t.id) }));
}
