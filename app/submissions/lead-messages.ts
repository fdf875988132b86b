// The exact words of docs/specification.md section 8 for the lead flows, in one place for the forms and their tests.

export const CONTACT_SUCCESS = {
  title: 'Email client opened!',
  description: 'Your default email client should open with a pre-filled message. Send it to submit your inquiry.',
};
export const contactFailure = (email: string) => ({
  title: 'Something went wrong.',
  description: `Please try again or email us directly at ${email}.`,
});

export const SERVICE_NOT_CHOSEN = {
  title: 'Please select a service',
  description: 'Select one of the service options to continue.',
};
export const SERVICE_MISSING_CONTACT = {
  title: 'Missing information',
  description: 'Please provide your name and email to continue.',
};

export const WEBSITE_ENDPOINT_REQUIRED = {
  title: 'Form endpoint required',
  description: 'Please enter your form-handling endpoint URL to send emails.',
};
export const WEBSITE_FAILED = {
  title: 'Failed to send request',
  description: 'Please check your form endpoint and try again.',
};
export const WEBSITE_SENT = {
  title: 'Request submitted successfully!',
  description: "We'll contact you shortly to discuss your website project.",
};

export const BOOKING_SENT = {
  title: 'Booking request sent!',
  description: "We've received your booking request and will confirm the meeting details within 24 hours.",
};
export const bookingFailure = (email: string) => ({
  title: 'Error sending booking request',
  description: `Please try again or contact us directly at ${email}.`,
});
export const BOOKING_MISSING_FIELDS = {
  title: 'Please fill in all required fields',
  description: 'Name, email, phone, date and time are required to book a call.',
};

/** A success or failure carried by an action answer: "title|description" keeps both words. */
export function splitMessage(message: string): { title: string; description: string } {
  const [title = message, description = ''] = message.split('\n');
  return { title, description };
}

export function joinMessage({ title, description }: { title: string; description: string }): string {
  return `${title}\n${description}`;
}

/** The title and description of a successful outcome, from an action's answer (or the default). */
export function sentMessage(
  answer: { status: string; message?: unknown } | undefined,
  fallback: { title: string; description: string },
): { title: string; description: string } | undefined {
  if (answer?.status !== 'success') return undefined;
  return typeof answer.message === 'string' ? splitMessage(answer.message) : fallback;
}
