import { FormOpening } from '~/components/forms/form-opening';
import { Form, Link, useNavigate } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useId, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/form';
import type { SpriteIconName } from '~/components/ui/icons/icon-names';
import { notifyError } from '~/components/ui/toaster';
import type { ServiceOption } from '~/content/schemas/service';
import { ADDITIONAL_INFO_MAX } from '~/submissions/field-facts';
import type { ServiceChoice } from '~/submissions/service-request-schema';
import type { FieldErrors, FormValues } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import { cn } from '~/lib/cn';
import { PAGE_HYDRATED_ATTRIBUTE } from '~/render/use-hydrated';
import { SERVICE_MISSING_CONTACT, SERVICE_NOT_CHOSEN } from '~/submissions/lead-messages';
import { PrivacyNote } from '~/components/forms/privacy-note';

/**
 * A step's heading. Shown in the browser by Continue, Back or Change service (not by the page
 * load), it takes focus: the control just used is gone, and focus would fall to <body>.
 */
function StepHeading({ step, title, id }: { step: 1 | 2; title: string; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.documentElement.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)) ref.current?.focus();
  }, []);
  return (
    <div>
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Step {step} of 2</p>
      <h2 ref={ref} id={id} tabIndex={-1} className="mt-2 text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
    </div>
  );
}

/**
 * Step 1: a GET form, so choosing a service is a URL (/get-started?service=...&step=contact)
 * that works without JavaScript and with the back button.
 */
export function ServicePicker({
  services,
  selected,
  error,
}: {
  /** The service documents site settings offers, in its order. */
  services: (ServiceOption & { symbol: SpriteIconName })[];
  selected?: string | undefined;
  error?: boolean;
}) {
  const id = useId();
  return (
    <Form
      method="get"
      action="/get-started"
      aria-labelledby={`${id}-title`}
      className="space-y-8"
      onSubmit={(event) => {
        if (!new FormData(event.currentTarget).get('service')) {
          event.preventDefault();
          notifyError(SERVICE_NOT_CHOSEN.title, SERVICE_NOT_CHOSEN.description);
        }
      }}
    >
      <StepHeading step={1} title="What would you like to build?" id={`${id}-title`} />
      <input type="hidden" name="step" value="contact" />
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-xl border border-danger-600/40 bg-danger-50 p-4 font-semibold text-danger-700"
        >
          {SERVICE_NOT_CHOSEN.title}. {SERVICE_NOT_CHOSEN.description}
        </p>
      ) : null}
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="sr-only">Service</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((option) => {
            return (
              <label
                key={option.id}
                className={cn(
                  'group relative flex cursor-pointer flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition hover:border-brand-400 hover:shadow-lift',
                  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                )}
              >
                <input
                  type="radio"
                  name="service"
                  value={option.id}
                  defaultChecked={selected === option.id}
                  className="absolute top-5 right-5 size-5 check-control focus-visible:outline-none"
                />
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 group-has-[:checked]:bg-brand-600 group-has-[:checked]:text-white">
                  <SpriteSvg symbol={option.symbol} aria-hidden="true" className="size-6" />
                </span>
                <span className="mt-5 text-lg font-bold text-ink-950">{option.title}</span>
                <span className="mt-2 text-sm leading-relaxed text-ink-600">{option.description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" size="lg">
          Continue
          <SpriteSvg symbol="arrow-right" aria-hidden="true" />
        </Button>
      </div>
    </Form>
  );
}

type DocumentResult = { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

/** Step 2: contact details, posted to the /get-started action. */
export function ServiceContactForm({
  service,
  serviceIds,
  documentResult,
}: {
  service: ServiceChoice;
  /** Every service offered: the form accepts only these. */
  serviceIds: string[];
  documentResult?: DocumentResult | undefined;
}) {
  const id = useId();
  const navigate = useNavigate();
  const form = useEnhancedForm({
    schema: () =>
      import('~/submissions/service-request-schema').then((module) => module.serviceRequestSchema(serviceIds)),
    // The query keeps this step on screen when a plain submission comes back with errors.
    action: `/get-started?step=contact&service=${service.id}`,
    documentResult,
    // The draft has opened; the thank-you page reads the handed-over name and service.
    onSuccess: () => navigate('/confirmation'),
    onError: ({ fieldErrors }) => {
      if (fieldErrors.service) notifyError(SERVICE_NOT_CHOSEN.title, SERVICE_NOT_CHOSEN.description);
      else if (fieldErrors.name || fieldErrors.email)
        notifyError(SERVICE_MISSING_CONTACT.title, SERVICE_MISSING_CONTACT.description);
    },
  });
  const fields = [
    { name: 'name', label: 'Name' },
    { name: 'email', label: 'Email' },
    { name: 'company', label: 'Company' },
    { name: 'phone', label: 'Phone' },
    { name: 'additionalInfo', label: 'Additional information' },
  ];

  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="relative space-y-6">
      <StepHeading step={2} title="Let's get in touch" id={`${id}-title`} />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-700">
        <span>
          Service: <strong className="text-ink-950">{service.title}</strong>
        </span>
        <Link
          to={`/get-started?service=${service.id}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Change service
        </Link>
      </p>
      <FormOpening form={form} fields={fields} />
      <input type="hidden" name="service" value={service.id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...form.field('name')} label="Name" autoComplete="name" required />
        <InputField {...form.field('email')} type="email" label="Email" autoComplete="email" required />
        <InputField {...form.field('company')} label="Company" autoComplete="organization" />
        <InputField {...form.field('phone')} type="tel" label="Phone" autoComplete="tel" />
      </div>
      <TextareaField
        {...form.field('additionalInfo')}
        label="Additional information"
        hint="Goals, timeline, budget: anything that helps us prepare."
        rows={5}
        maxLength={ADDITIONAL_INFO_MAX}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={`/get-started?service=${service.id}`}
          className="inline-flex items-center gap-2 font-semibold text-ink-700 hover:text-ink-950 hover:underline"
        >
          <SpriteSvg symbol="arrow-left" aria-hidden="true" className="size-4" />
          Back
        </Link>
        <Button type="submit" size="lg" disabled={form.submitting}>
          {form.submitting ? (
            <SpriteSvg symbol="loader-circle" aria-hidden="true" className="animate-spin" />
          ) : (
            <SpriteSvg symbol="send" aria-hidden="true" />
          )}
          Submit Request
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
