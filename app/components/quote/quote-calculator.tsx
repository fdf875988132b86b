import { Form } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ErrorSummary, InputField, TextareaField } from '~/components/ui/form';
import { NativeSelect } from '~/components/ui/native-select';
import { EMAIL_MAX, NAME_MAX } from '~/submissions/field-facts';
import { QUOTE_CONTACT_FIELDS, QUOTE_LIMITS, quoteFormSchema, quoteValues } from '~/submissions/quote-schema';
import { parseSubmission } from '~/submissions/parse-submission';
import type { FieldErrors, FormValues } from '~/submissions/submission';
import { cn } from '~/lib/cn';
import { useHydrated } from '~/render/use-hydrated';
import type { QuoteCalculator, QuoteFormValues } from '~/lib/quote/calculators';
import { formatUsd } from '~/lib/quote/format';
import { QuoteResultView } from './quote-result';
import { Card } from '~/components/ui/card';

export type QuoteView = 'form' | 'result';

/** What the route's action answered to a plain (no JavaScript) submission, if anything. */
export type QuoteActionAnswer =
  | { status: 'form' | 'result'; values: QuoteFormValues }
  | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

interface QuoteCalculatorProps {
  calculator: QuoteCalculator;
  /** The route the form posts to without JavaScript. */
  action: string;
  /** What the server decided: nothing yet (the empty form), a kept form (errors or Modify), or the result. */
  answer: QuoteActionAnswer | undefined;
}

function initialState(calculator: QuoteCalculator, answer: QuoteActionAnswer | undefined) {
  if (!answer) {
    return { view: 'form' as QuoteView, values: { timeline: calculator.defaultTimeline }, errors: undefined };
  }
  if (answer.status === 'error') {
    return { view: 'form' as QuoteView, values: quoteValues(answer.values), errors: answer.fieldErrors };
  }
  return { view: answer.status, values: answer.values, errors: undefined };
}

function signed(amount: number) {
  return amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount);
}

/**
 * The instant quote. With JavaScript the result is priced in the browser and shown without a
 * request; without it the same form posts to the route, whose action answers with the result
 * view priced by the same calculator. Every choice is kept for Modify Requirements.
 */
export function QuoteCalculatorForm({ calculator, action, answer }: QuoteCalculatorProps) {
  const { view: initialView, values: initialValues, errors: initialErrors } = initialState(calculator, answer);
  const title = calculator.resultTitle;
  const id = useId();
  const [values, setValues] = useState<QuoteFormValues>(initialValues);
  const [view, setView] = useState<QuoteView>(initialView);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const hydrated = useHydrated();
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<'result' | 'form' | 'summary' | null>(null);

  // A plain submission that came back with errors: take the visitor to the summary.
  useEffect(() => {
    if (initialErrors && Object.keys(initialErrors).length > 0) summaryRef.current?.focus();
  }, [initialErrors]);

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'result') resultHeadingRef.current?.focus();
    if (target === 'form') {
      // Scrolled at once, not smoothly: a smooth scroll from the long result's position could be
      // cut short and leave the focused heading off screen. Again after layout, as the result's
      // removal shortens the page.
      const heading = formHeadingRef.current;
      heading?.focus({ preventScroll: true });
      heading?.scrollIntoView({ block: 'start', behavior: 'instant' });
      requestAnimationFrame(() => heading?.scrollIntoView({ block: 'start', behavior: 'instant' }));
    }
    if (target === 'summary') summaryRef.current?.focus();
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const set = (name: string, value: string | undefined) => setValues((current) => ({ ...current, [name]: value }));
  const contactReady = (values['name'] ?? '').trim() !== '' && (values['email'] ?? '').trim() !== '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseSubmission(quoteFormSchema(calculator), new FormData(event.currentTarget));
    if (parsed.status === 'error') {
      setErrors(parsed.fieldErrors);
      moveFocus.current = 'summary';
      return;
    }
    setErrors({});
    setView('result');
    moveFocus.current = 'result';
  }

  if (view === 'result') {
    return (
      <QuoteResultView
        calculator={calculator}
        title={title}
        values={values}
        action={action}
        headingRef={resultHeadingRef}
        onModify={() => {
          setView('form');
          moveFocus.current = 'form';
        }}
      />
    );
  }

  const summaryFields = QUOTE_CONTACT_FIELDS.map((field) => ({ ...field, id: fieldId(field.name) }));

  return (
    <Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="space-y-8"
      aria-labelledby={`${id}-heading`}
    >
      {/* Visible: Modify Requirements moves focus here, and a focus ring round a clipped 1 px
          heading shows nothing. */}
      <h2
        id={`${id}-heading`}
        ref={formHeadingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight focus-visible:outline-offset-4"
      >
        {title}: your requirements
      </h2>
      <ErrorSummary errors={errors} fields={summaryFields} summaryRef={summaryRef} />

      <FormCard
        step={1}
        title="Project scope"
        description="Rough numbers are fine; we refine them on the discovery call."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={fieldId(calculator.size.name)} className="block text-sm font-semibold text-ink-900">
              {calculator.size.label}
            </label>
            <p id={`${fieldId(calculator.size.name)}-hint`} className="text-sm text-ink-600">
              {calculator.size.hint}
            </p>
            <NativeSelect
              id={fieldId(calculator.size.name)}
              name={calculator.size.name}
              aria-describedby={`${fieldId(calculator.size.name)}-hint`}
              value={values[calculator.size.name] ?? ''}
              onChange={(event) => set(calculator.size.name, event.target.value)}
            >
              <option value="">{calculator.size.defaultNote}</option>
              {calculator.size.options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={fieldId('apiIntegrations')} className="block text-sm font-semibold text-ink-900">
              {calculator.integrations.label}
            </label>
            <p id={`${fieldId('apiIntegrations')}-hint`} className="text-sm text-ink-600">
              Payments, maps, CRMs, analytics: {formatUsd(calculator.integrations.unitPrice)} each.
            </p>
            <NativeSelect
              id={fieldId('apiIntegrations')}
              name="apiIntegrations"
              aria-describedby={`${fieldId('apiIntegrations')}-hint`}
              value={values['apiIntegrations'] ?? '0'}
              onChange={(event) => set('apiIntegrations', event.target.value)}
            >
              {calculator.integrations.options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </FormCard>

      <FormCard step={2} title="Features" description="Tick everything the first release needs.">
        <fieldset>
          <legend className="sr-only">Features</legend>
          {/* Columns at least 15em wide: enlarged text reflows the tiles instead of spilling prices out. */}
          <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15em),1fr))] gap-3">
            {calculator.features.map((feature) => {
              const checked = values[feature.key] === 'on';
              return (
                <label
                  key={feature.key}
                  className={cn(
                    'flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border px-4 py-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    checked ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white hover:border-ink-300',
                  )}
                >
                  <input
                    type="checkbox"
                    name={feature.key}
                    checked={checked}
                    onChange={(event) => set(feature.key, event.target.checked ? 'on' : undefined)}
                    className="size-5 shrink-0 check-control focus-visible:outline-none"
                  />
                  <span className="min-w-0 flex-1 font-medium text-ink-900">{feature.label}</span>
                  <span className="ml-auto text-sm font-semibold text-ink-600">{signed(feature.amount)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </FormCard>

      <FormCard
        step={3}
        title="Timeline"
        description="Rush work is staffed in parallel; a flexible schedule lets us fit you between projects."
      >
        <fieldset>
          <legend className="sr-only">Timeline</legend>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11em),1fr))] gap-3">
            {calculator.timelines.map((timeline) => {
              const checked = (values['timeline'] ?? calculator.defaultTimeline) === timeline.value;
              return (
                <label
                  key={timeline.value}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl border px-4 py-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    checked ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white hover:border-ink-300',
                  )}
                >
                  <span className="flex items-center gap-2.5">
                    <input
                      type="radio"
                      name="timeline"
                      value={timeline.value}
                      checked={checked}
                      onChange={() => set('timeline', timeline.value)}
                      className="size-4.5 shrink-0 check-control focus-visible:outline-none"
                    />
                    <span className="font-semibold text-ink-900">{timeline.label}</span>
                  </span>
                  <span className="pl-7 text-sm text-ink-600">
                    {timeline.duration}
                    {timeline.adjustment !== 0 ? ` · ${signed(timeline.adjustment)}` : ' · no change'}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-6">
          <TextareaField
            id={fieldId('additionalFeatures')}
            name="additionalFeatures"
            label="Additional features"
            hint="Anything else we should know: offline mode, integrations by name, design needs."
            maxLength={QUOTE_LIMITS.additionalFeatures}
            value={values['additionalFeatures'] ?? ''}
            onChange={(event) => set('additionalFeatures', event.target.value)}
            error={errors['additionalFeatures']}
            className="min-h-24"
          />
        </div>
      </FormCard>

      <FormCard step={4} title="Your details" description="We use them only to follow up on this quote.">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={fieldId('name')}
            name="name"
            label="Name"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            value={values['name'] ?? ''}
            onChange={(event) => set('name', event.target.value)}
            error={errors['name']}
          />
          <InputField
            id={fieldId('email')}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            value={values['email'] ?? ''}
            onChange={(event) => set('email', event.target.value)}
            error={errors['email']}
          />
          <InputField
            id={fieldId('company')}
            name="company"
            label="Company"
            autoComplete="organization"
            maxLength={QUOTE_LIMITS.company}
            value={values['company'] ?? ''}
            onChange={(event) => set('company', event.target.value)}
            error={errors['company']}
          />
        </div>
      </FormCard>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          name="intent"
          value="calculate"
          size="lg"
          disabled={hydrated && !contactReady}
          aria-describedby={`${id}-submit-hint`}
        >
          <SpriteSvg symbol="calculator" aria-hidden="true" />
          Calculate Quote
        </Button>
        <p id={`${id}-submit-hint`} className="text-sm text-ink-600">
          {contactReady
            ? 'Your estimate appears instantly. Nothing is sent.'
            : 'Enter your name and email to calculate your quote.'}
        </p>
      </div>
    </Form>
  );
}

function FormCard({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" className="p-6 sm:p-8">
      <div className="mb-6 flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 font-display text-sm font-bold text-brand-700"
        >
          {step}
        </span>
        <div>
          <h3 className="text-lg font-bold tracking-tight">{title}</h3>
          <p className="mt-1 text-sm text-ink-600">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
