import { FormOpening } from '~/components/forms/form-opening';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { InputField, TextareaField } from '~/components/ui/form';
import { Link } from '@remix-run/react';
import { FailurePanel, SuccessPanel } from '~/components/ui/form-outcome';
import { FORM_OUTCOME_ANCHOR } from '~/submissions/respond-params';
import { SelectField } from '~/components/ui/select-field';
import { notify, notifyError } from '~/components/ui/toaster';
import type { FieldErrors, FormValues, SubmissionFailure, SubmissionSuccess } from '~/submissions/submission';
import { textValue } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import {
  DEFAULT_WEBSITE_PAGES,
  ENDPOINT_REQUIRED_MESSAGE,
  WEBSITE_FEATURES,
  WEBSITE_PAGE_OPTIONS,
  WEBSITE_TIMELINES,
  websiteRequestSchema,
} from '~/submissions/website-request-schema';
import { Lightning, useLingering } from './lightning';
import type { WebsiteRequestFormContent } from './website-request-form.server';
import { PrivacyNote } from '~/components/forms/privacy-note';

type DocumentResult =
  { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string } | SubmissionFailure;

/**
 * The request band's content: after a plain submission that was sent, the success message;
 * otherwise the form, with what a plain submission answered.
 */
export function WebsiteRequest({
  content,
  actionData,
}: {
  content: WebsiteRequestFormContent;
  actionData: DocumentResult | SubmissionSuccess | undefined;
}) {
  // The action's message is the one the loader hands over.
  const sent = actionData?.status === 'success' ? content.messages.sent : undefined;
  return sent ? (
    <SuccessPanel id={FORM_OUTCOME_ANCHOR} title={sent.title}>
      <p>{sent.description}</p>
      <Link to="/website-services" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        Send another request
      </Link>
    </SuccessPanel>
  ) : (
    <WebsiteRequestForm
      content={content}
      documentResult={actionData?.status === 'error' || actionData?.status === 'failure' ? actionData : undefined}
    />
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function listValue(values: FormValues | undefined, name: string): string[] {
  const value = values?.[name];
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

/**
 * The website request form; the action forwards it to the form-handling endpoint. Its prices
 * (hints, budget choices) are the Website offer document's, written in by the server
 * (website-request-form.server.ts), as are its outcome messages (lead-messages.ts).
 */
function WebsiteRequestForm({
  content: { endpointConfigured, budgets, additionalPagesHint, supportDescription, messages },
  documentResult,
}: {
  content: WebsiteRequestFormContent;
  documentResult?: DocumentResult | undefined;
}) {
  const id = useId();
  const form = useEnhancedForm({
    // This form arrives after the page (a lazy part) and brings its schema with it.
    schema: async () => websiteRequestSchema({ endpointRequired: !endpointConfigured, budgets }),
    action: '/website-services',
    documentResult,
    onSuccess: () => {
      notify(messages.sent.title, messages.sent.description);
      form.reset();
    },
    onError: ({ fieldErrors }) => {
      const endpointError = fieldErrors.endpoint?.[0];
      if (endpointError === ENDPOINT_REQUIRED_MESSAGE)
        notifyError(messages.endpointRequired.title, messages.endpointRequired.description);
      else if (endpointError) notifyError(messages.failed.title, messages.failed.description);
    },
    onFailure: () => notifyError(messages.failed.title, messages.failed.description),
  });
  const lightning = useLingering(form.submitting);
  const { fieldErrors: errors, values } = form;
  const { fieldId } = form;
  const text = (name: string) => textValue(values, name);
  const fields = [
    { name: 'endpoint', label: 'Form endpoint URL' },
    { name: 'name', label: 'Name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'company', label: 'Company' },
    { name: 'websiteType', label: 'Type of website' },
    { name: 'currentWebsite', label: 'Current website' },
    { name: 'pages', label: 'Number of pages' },
    { name: 'additionalPages', label: 'Additional pages' },
    { name: 'businessDescription', label: 'About your business' },
    { name: 'goals', label: 'Goals for the website' },
    { name: 'features', label: 'Features' },
    { name: 'timeline', label: 'Timeline' },
    { name: 'budget', label: 'Budget' },
    { name: 'additionalInfo', label: 'Additional information' },
  ];
  // A failure from a plain submission: show it above the kept values (with JavaScript, a toast does).
  // The action's message is the one the loader hands over.
  const documentFailure = documentResult?.status === 'failure' ? messages.failed : undefined;

  return (
    <form {...form.formProps} className="relative space-y-8" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-3xl font-extrabold tracking-tight">
          Request your website
        </h2>
        <p className="mt-2 text-ink-600">
          Tell us about your business and we'll get back to you within one business day. Fields marked * are required.
        </p>
      </div>
      {documentFailure ? (
        <FailurePanel title={documentFailure.title}>{documentFailure.description}</FailurePanel>
      ) : null}
      <FormOpening form={form} fields={fields} />
      {endpointConfigured ? null : (
        <InputField
          {...form.field('endpoint')}
          type="url"
          label="Form endpoint URL"
          hint="The https:// address of the form-handling service that emails you the request."
          placeholder="https://"
          required
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...form.field('name')} label="Name" autoComplete="name" required />
        <InputField {...form.field('email')} type="email" label="Email" autoComplete="email" required />
        <InputField {...form.field('phone')} type="tel" label="Phone" autoComplete="tel" />
        <InputField {...form.field('company')} label="Company" autoComplete="organization" />
        <InputField
          {...form.field('websiteType')}
          label="Type of website"
          hint="For example: restaurant, contractor, portfolio, online shop."
          required
        />
        <InputField
          {...form.field('currentWebsite')}
          label="Current website"
          hint="If you already have one."
          placeholder="https://"
        />
        <SelectField
          id={fieldId('pages')}
          name="pages"
          label="Number of pages"
          options={WEBSITE_PAGE_OPTIONS}
          defaultValue={text('pages') ?? DEFAULT_WEBSITE_PAGES}
          error={errors.pages}
        />
        <InputField
          {...form.field('additionalPages')}
          type="number"
          min={0}
          max={999}
          inputMode="numeric"
          label="Additional pages"
          hint={additionalPagesHint}
        />
      </div>
      <TextareaField {...form.field('businessDescription')} label="About your business" rows={4} required />
      <TextareaField
        {...form.field('goals')}
        label="Goals for the website"
        hint="What should visitors do: call you, book, buy, find you?"
        rows={4}
        required
      />
      <ChoiceGroup
        type="checkbox"
        name="features"
        legend="Features"
        choices={asOptions(WEBSITE_FEATURES)}
        defaultValue={listValue(values, 'features')}
        error={errors.features}
        className="sm:grid-cols-2"
        tileClassName="p-3"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={fieldId('timeline')}
          name="timeline"
          label="Timeline"
          options={asOptions(WEBSITE_TIMELINES)}
          placeholder="Select a timeline"
          defaultValue={text('timeline') ?? ''}
          error={errors.timeline}
        />
        <SelectField
          id={fieldId('budget')}
          name="budget"
          label="Budget"
          options={asOptions(budgets)}
          defaultValue={text('budget') ?? budgets[0]}
          error={errors.budget}
        />
      </div>
      <ChoiceGroup
        type="checkbox"
        name="ongoingSupport"
        legend="Ongoing support"
        choices={[
          {
            value: 'on',
            label: 'Yes, I want ongoing support',
            description: supportDescription,
          },
        ]}
        defaultValue={text('ongoingSupport') === 'on' ? ['on'] : []}
      />
      <TextareaField {...form.field('additionalInfo')} label="Additional information" rows={4} />
      <div className="flex flex-col-reverse gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={form.submitting} className="shrink-0">
          {lightning ? <Lightning visible /> : <SpriteSvg symbol="send" aria-hidden="true" />}
          {form.submitting ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
