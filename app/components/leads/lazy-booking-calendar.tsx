import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { BookingCalendar } from './booking-calendar';

type Calendar = typeof BookingCalendar;

// The date picker (react-day-picker, date-fns and the picker's stylesheet) is fetched once per
// page load, after hydration; every form on the page shares it.
let loaded: Calendar | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function load(): Promise<void> {
  loading ??= import('./booking-calendar').then(
    (module) => {
      loaded = module.BookingCalendar;
      for (const listener of listeners) listener();
    },
    () => {
      // The list of dates stays: it books a call as well as the picker does. A later call tries again.
      loading = undefined;
    },
  );
  return loading;
}

/**
 * Whether the date picker is in the page. Once `enabled` (hydrated), it is fetched when the
 * browser is first idle, or at once when `eager` (the visitor reached for the date list); until
 * then, and when the fetch fails, the form keeps showing the server's list of dates. The server
 * and hydration render the list.
 */
export function useBookingCalendarReady(enabled: boolean, eager: boolean): boolean {
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded !== undefined,
    () => false,
  );
  useEffect(() => {
    if (!enabled || ready) return;
    if (eager) {
      void load();
      return;
    }
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void load(), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => void load(), 200);
    return () => window.clearTimeout(timer);
  }, [enabled, eager, ready]);
  return ready;
}

/** The date picker once fetched (see useBookingCalendarReady); nothing before. */
export function LazyBookingCalendar(props: ComponentProps<Calendar>) {
  const Picker = loaded;
  return Picker ? <Picker {...props} /> : null;
}
