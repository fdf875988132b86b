import { startTransition, useEffect, useState, type ComponentProps } from 'react';
import { zonedMoment } from '~/lib/booking/booking';
import type { BookingCalendar } from './booking-calendar';

type Calendar = typeof BookingCalendar;

// The date picker (react-day-picker, date-fns and the picker's stylesheet) is fetched once per
// page load, after hydration; every form on the page shares it.
let loaded: Calendar | undefined;
let loading: Promise<void> | undefined;

function load(timeZone: string): Promise<void> {
  loading ??= import('./booking-calendar').then(
    (module) =>
      new Promise<void>((resolve) => {
        // The picker reads the availability zone's clock, the page's first Intl formatter (15–40
        // ms of locale set-up): read it in a task of its own, so neither the code's evaluation
        // nor the picker's first render grows by that much.
        setTimeout(() => {
          zonedMoment(new Date(), timeZone);
          loaded = module.BookingCalendar;
          resolve();
        });
      }),
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
export function useBookingCalendarReady(enabled: boolean, eager: boolean, timeZone: string): boolean {
  // Shown at once when the page is reached by a link after the picker was fetched.
  const [ready, setReady] = useState(() => enabled && loaded !== undefined);
  useEffect(() => {
    if (!enabled || ready) return;
    let current = true;
    // The picker replaces the list as a transition: React renders it in slices, between the
    // visitor's input, rather than in one long task.
    const show = () =>
      void load(timeZone).then(() => {
        if (current && loaded) startTransition(() => setReady(true));
      });
    let cancel = () => {};
    if (loaded || eager) {
      show();
    } else if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: 1500 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(show, 200);
      cancel = () => window.clearTimeout(timer);
    }
    return () => {
      current = false;
      cancel();
    };
  }, [enabled, eager, ready, timeZone]);
  return ready;
}

/** The date picker once fetched (see useBookingCalendarReady); nothing before. */
export function LazyBookingCalendar(props: ComponentProps<Calendar>) {
  const Picker = loaded;
  return Picker ? <Picker {...props} /> : null;
}
