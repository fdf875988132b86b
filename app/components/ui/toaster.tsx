import { useLocation } from '@remix-run/react';
import { useEffect, useState, type ComponentType } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE_TOASTS = 5;

type Sonner = typeof SonnerModule;

// The toast library is fetched the first time something is toasted, not with every page: most
// visits never see a toast (ADR 0016). Calls made meanwhile wait for it, in order.
let library: Promise<Sonner> | undefined;
let mounted: Promise<Sonner> | undefined;
let showToaster: ((component: ComponentType<ToasterProps>) => void) | undefined;
let toasterShown: (() => void) | undefined;

/** The library with its toaster in the page: sonner drops toasts sent before a toaster listens. */
function ready(): Promise<Sonner> {
  mounted ??= (library ??= import('sonner')).then(
    (sonner) =>
      new Promise<Sonner>((resolve) => {
        toasterShown = () => resolve(sonner);
        showToaster?.(sonner.Toaster);
      }),
  );
  return mounted;
}

/** The site's toaster: at most five at once, 420 px wide at most, five seconds by default. */
export function Toaster() {
  const { pathname } = useLocation();
  const [Component, setComponent] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    showToaster = (component) => setComponent(() => component);
    // A toast asked for before this effect ran: the library may already be here.
    if (library && !Component) void library.then((sonner) => showToaster?.(sonner.Toaster));
    return () => {
      showToaster = undefined;
    };
  }, [Component]);
  useEffect(() => {
    if (Component) toasterShown?.();
  }, [Component]);
  useEffect(() => {
    // A new page is a new start: a complaint about the last page's form no longer applies.
    dismissErrors();
  }, [pathname]);
  if (!Component) return null;
  return (
    <Component
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
  // Nothing was ever toasted: nothing to close, and no reason to fetch the library.
  if (!mounted) return;
  // Chained after the toasts asked for before, so a complaint still on its way is closed too.
  void ready().then(({ toast }) => {
    for (const id of openProblems) toast.dismiss(id);
    openProblems.clear();
  });
}

function problem(show: (sonner: Sonner, options: ExternalToast) => string | number, description?: string) {
  void ready().then((sonner) => {
    openProblems.add(show(sonner, { description, onDismiss: (t) => openProblems.delete(t.id) }));
  });
}

/** Success and information toasts; a success also clears the complaints it answers. */
export function notify(title: string, description?: string, options?: { duration?: number }) {
  dismissErrors();
  void ready().then(({ toast }) => toast.success(title, { description, ...options }));
}

/** Destructive toasts: something the visitor has to act on. */
export function notifyError(title: string, description?: string) {
  problem(({ toast }, options) => toast.error(title, options), description);
}

/** Neutral toasts: a hint, neither success nor failure. */
export function notifyInfo(title: string, description?: string) {
  problem(({ toast }, options) => toast(title, options), description);
}
