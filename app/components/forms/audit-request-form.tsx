import { FormOpening } from '~/components/forms/form-opening';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/form';
import { SelectField } from '~/components/ui/select-field';
import { notify } from '~/components/ui/toaster';
import type { FieldErrors, FormValues } from '~/submissions/submission';
import { textValue } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import { AUDIT_APP_TYPES, AUDIT_BUDGETS, AUDIT_PLATFORMS, AUDIT_TIMELINES } from '~/lib/audit-options';
import { CONTACT_SUCCESS } from '~/submissions/lead-messages';
import { PrivacyNote } from '~/components/forms/privacy-note';

type DocumentResult = { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-ink-100 pt-6 first-of-type:border-0 first-of-type:pt-0">
      <legend className="text-lg font-bold text-ink-950">{title}</legend>
      <div className="mt-4 space-y-5">{children}</div>
    </fieldset>
  );
}

/** The professional audit request: every field goes into a prefilled draft to the studio. */
export function AuditRequestForm({ documentResult }: { documentResult?: DocumentResult | undefined }) {
  const form = useEnhancedForm({
    schema: () => import('~/submissions/audit-request-schema').then((module) => module.auditRequestSchema),
    action: '/professional-audit',
    documentResult,
    onSuccess: (_answer, element) => {
      notify(CONTACT_SUCCESS.title, CONTACT_SUCCESS.description);
      element.reset();
    },
  });
  const { fieldErrors: errors, values } = form;
  const { fieldId } = form;
  const fields = [
    { name: 'companyName', label: 'Company name' },
    { name: 'contactName', label: 'Contact name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'appName', label: 'App name' },
    { name: 'platform', label: 'Platform' },
    { name: 'appType', label: 'App type' },
    { name: 'appStoreUrl', label: 'App store URL' },
    { name: 'timeline', label: 'Timeline' },
    { name: 'budget', label: 'Budget' },
    { name: 'specialRequirements', label: 'Special requirements' },
  ];
  const text = (name: string) => textValue(values, name);

  return (
    <form {...form.formProps} className="relative space-y-8">
      <FormOpening form={form} fields={fields} />
      <FormSection title="About you">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...form.field('companyName')} label="Company name" autoComplete="organization" required />
          <InputField {...form.field('contactName')} label="Contact name" autoComplete="name" required />
          <InputField {...form.field('email')} type="email" label="Email" autoComplete="email" required />
          <InputField {...form.field('phone')} type="tel" label="Phone" autoComplete="tel" />
        </div>
      </FormSection>
      <FormSection title="About the app">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...form.field('appName')} label="App name" required />
          <InputField {...form.field('appStoreUrl')} type="url" label="App store URL" placeholder="https://" />
          {/* The browser does not enforce these selects (docs/specification.md section 5); the server does. */}
          <SelectField
            id={fieldId('platform')}
            name="platform"
            label="Platform"
            options={AUDIT_PLATFORMS}
            placeholder="Select a platform"
            defaultValue={text('platform') ?? ''}
            error={errors.platform}
            serverRequired
          />
          <SelectField
            id={fieldId('appType')}
            name="appType"
            label="App type"
            options={AUDIT_APP_TYPES}
            placeholder="Select an app type"
            defaultValue={text('appType') ?? ''}
            error={errors.appType}
            serverRequired
          />
        </div>
      </FormSection>
      <FormSection title="Timing and budget">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={fieldId('timeline')}
            name="timeline"
            label="Timeline"
            options={AUDIT_TIMELINES}
            placeholder="Select a timeline"
            defaultValue={text('timeline') ?? ''}
            error={errors.timeline}
          />
          <SelectField
            id={fieldId('budget')}
            name="budget"
            label="Budget"
            options={AUDIT_BUDGETS}
            placeholder="Select a budget"
            defaultValue={text('budget') ?? ''}
            error={errors.budget}
          />
        </div>
        <TextareaField
          {...form.field('specialRequirements')}
          label="Special requirements"
          hint="Standards you must meet (WCAG 2.2 AA, Section 508), assistive technologies, deadlines."
          rows={5}
        />
      </FormSection>
      <div className="flex flex-col-reverse gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">Submitting opens your email app with your request filled in.</p>
        <Button type="submit" size="lg" disabled={form.submitting} className="shrink-0">
          {form.submitting ? (
            <SpriteSvg symbol="loader-circle" aria-hidden="true" className="animate-spin" />
          ) : (
            <SpriteSvg symbol="send" aria-hidden="true" />
          )}
          Request Audit
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
