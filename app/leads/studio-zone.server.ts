import { getContent } from '~/content/content.server';

/**
 * The studio's time zone: the booking availability document's, the one fact every mail, listing
 * and booking reads (docs/decisions/0019). While that document cannot be read, UTC, and every
 * time shown says so: a time is never labelled with a zone it is not in.
 */
export async function studioTimeZone(): Promise<string> {
  try {
    return (await getContent().bookingAvailability())?.timeZone ?? 'UTC';
  } catch {
    return 'UTC';
  }
}
