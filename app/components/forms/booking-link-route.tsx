import { useActionData, useLoaderData } from '@remix-run/react';
import { Container } from '~/components/ui/container';
import type { bookingLinkAction, bookingLinkLoader } from '~/bookings/booking-link-route.server';
import { BookingChange } from './booking-change';
import { Card } from '~/components/ui/card';

/** The page a booking link in a mail opens: the prospect's and the studio's differ by title only. */
export function BookingLinkRoute({ title }: { title: string }) {
  const { page, formAction, contactEmail } = useLoaderData<typeof bookingLinkLoader>();
  const actionData = useActionData<typeof bookingLinkAction>();
  return (
    <section className="bg-ink-50 py-14 sm:py-20">
      <Container className="max-w-3xl">
        <Card className="p-4 sm:p-10">
          <BookingChange
            page={page}
            title={title}
            formAction={formAction}
            documentResult={actionData}
            contactEmail={contactEmail}
          />
        </Card>
      </Container>
    </section>
  );
}
