import { FormOpening } from '~/components/forms/form-opening';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/form';
import { notify, notifyError } from '~/components/ui/toaster';
import type { FieldErrors, FormValues } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import { CONTACT_SUCCESS, contactFailure } from '~/submissions/lead-messages';
import { PrivacyNote } from '~/components/forms/privacy-note';

/** docs/specification.md section 4: after success the fields clear one second later. */
const CONTACT_RESET_DELAY_MS = 1000;

type DocumentResult = { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

/** The contact page's message form: it opens a prefilled draft addressed to the studio. */
export function ContactForm({
  enquiryEmail,
  documentResult,
}: {
  enquiryEmail: string;
  documentResult?: DocumentResult;
}) {
  const id = useId();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  // After a send the same words as the toast stay on the page and take focus: the send button is
  // disabled while the draft opens, so focus would otherwise fall to <body>.
  const [sent, setSent] = useState(0);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const form = useEnhancedForm({
    schema: () => import('~/submissions/contact-schema').then((module) => module.contactSchema),
    action: '/contact',
    documentResult,
    onSuccess: () => {
      notify(CONTACT_SUCCESS.title, CONTACT_SUCCESS.description);
      setSent((count) => count + 1);
      resetTimer.current = setTimeout(() => form.reset(), CONTACT_RESET_DELAY_MS);
    },
    onError: ({ formError }) => {
      setSent(0);
      // Field problems are explained beside the fields; anything else is the site's failure.
      if (formError) {
        const failure = contactFailure(enquiryEmail);
        notifyError(failure.title, failure.description);
      }
    },
  });
  const fields = [
    { name: 'name', label: 'Name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'company', label: 'Company' },
    { name: 'message', label: 'Message' },
  ];

  return (
    <form {...form.formProps} className="relative space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        Send us a message
      </h2>
      {sent ? (
        <div
          ref={sentRef}
          tabIndex={-1}
          className="flex gap-3 rounded-xl border border-success-700/25 bg-success-50 p-4 text-ink-800 focus-visible:outline-offset-4"
        >
          <SpriteSvg symbol="circle-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
          <p>
            <strong className="block text-ink-950">{CONTACT_SUCCESS.title}</strong>
            {CONTACT_SUCCESS.description}
          </p>
        </div>
      ) : null}
      <FormOpening form={form} fields={fields} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...form.field('name')} label="Name" autoComplete="name" required />
        <InputField {...form.field('email')} type="email" label="Email" autoComplete="email" required />
        <InputField {...form.field('phone')} type="tel" label="Phone" autoComplete="tel" />
        <InputField {...form.field('company')} label="Company" autoComplete="organization" />
      </div>
      <TextareaField {...form.field('message')} label="Message" rows={6} required />
      <div className="flex flex-col-reverse gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          Sending opens your email app with your message filled in, addressed to {enquiryEmail}.
        </p>
        <Button type="submit" size="lg" disabled={form.submitting} className="shrink-0">
          {form.submitting ? (
            <SpriteSvg symbol="loader-circle" aria-hidden="true" className="animate-spin" />
          ) : (
            <SpriteSvg symbol="send" aria-hidden="true" />
          )}
          {form.submitting ? 'Opening Email...' : 'Send Message'}
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
