import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '~/render/use-hydrated';
import { ENHANCED_PARAM, FORM_OUTCOME_ANCHOR } from '~/submissions/respond-params';
import { newSubmissionId, SUBMISSION_ID_FIELD } from '~/submissions/submission-id';
import {
  textValue,
  type FieldErrors,
  type FormSchema,
  type FormValues,
  type SubmissionFailure,
  type SubmissionResult,
  type SubmissionSuccess,
} from '~/submissions/submission';

type ActionAnswer =
  | SubmissionSuccess
  | SubmissionFailure
  | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string; mailto?: string };

/**
 * A form's schema, fetched when needed: `() => import('~/submissions/contact-schema').then((m) =>
 * m.contactSchema)`. The schemas and the schema library (zod/mini) are not part of the page's
 * JavaScript (ADR 0016); called at each check, so a schema built for a moment (the booking's) is
 * built for that check.
 */
type SchemaLoader<T> = () => Promise<FormSchema<T>>;

/** The page's own code does not carry the checking code either: it comes with the first schema. */
const loadParser = () => import('~/submissions/parse-submission');

/**
 * Checks a submission in the browser, fetching the code first when it is not in yet. Undefined
 * when the code cannot be fetched (a dropped connection, a new deployment): the form is then
 * sent as it is, and the action, which checks it the same way, answers.
 */
async function checkInBrowser<T>(
  schema: SchemaLoader<T>,
  formData: FormData,
): Promise<SubmissionResult<T> | undefined> {
  try {
    const [{ parseSubmission }, current] = await Promise.all([loadParser(), schema()]);
    return parseSubmission(current, formData);
  } catch {
    return undefined;
  }
}

interface Options<T> {
  schema: SchemaLoader<T>;
  /** The route whose action handles the form. */
  action: string;
  /** What a plain (no JavaScript) submission answered, from useActionData. */
  documentResult?: ActionAnswer;
  onSuccess: (answer: SubmissionSuccess, form: HTMLFormElement) => void;
  /** The form was refused, by the browser check or by the action; for toasts beside the summary. */
  onError?: (errors: { fieldErrors: FieldErrors; formError?: string | undefined }) => void;
  /** The action could not carry the submission out (a service failed); the values stay. */
  onFailure?: (answer: SubmissionFailure) => void;
}

/**
 * The one way a form is enhanced: validate in the browser with the form's own schema, send it
 * with a fetcher (no page load), open the mail draft the action composed, and report success.
 * Without JavaScript the same <form> posts normally and the action answers with a redirect.
 * The schema's code is fetched when the visitor first moves into the form (or submits it).
 */
export function useEnhancedForm<T>({ schema, action, documentResult, onSuccess, onError, onFailure }: Options<T>) {
  const fetcher = useFetcher<ActionAnswer>();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const hydrated = useHydrated();
  const handled = useRef<unknown>(null);
  // A submission being checked: another press of the button meanwhile sends nothing more.
  const checking = useRef(false);
  const fetching = useRef(false);
  const callbacks = useRef({ onSuccess, onError, onFailure });
  // The latest callbacks, without re-running the effect below when the caller re-renders.
  useEffect(() => {
    callbacks.current = { onSuccess, onError, onFailure };
  });

  const answer = fetcher.data ?? documentResult;
  const serverError = answer?.status === 'error' ? answer : undefined;
  const fieldErrors = clientErrors ?? serverError?.fieldErrors ?? {};
  const formError = clientErrors ? undefined : serverError?.formError;
  const draft = clientErrors ? undefined : serverError?.mailto;
  const failure = answer?.status === 'failure' ? answer : undefined;

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (data.status === 'success') {
      if (data.mailto) window.location.href = data.mailto;
      if (formRef.current) callbacks.current.onSuccess(data, formRef.current);
    } else if (data.status === 'failure') {
      callbacks.current.onFailure?.(data);
    } else {
      summaryRef.current?.focus();
      callbacks.current.onError?.({ fieldErrors: data.fieldErrors, formError: data.formError });
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    // A plain submission that came back with errors: take the visitor to the summary.
    if (documentResult?.status === 'error') summaryRef.current?.focus();
  }, [documentResult]);

  // The first time the visitor moves into the form, its checks are fetched (once; a failure is
  // retried at the submission).
  function onFocus() {
    if (fetching.current) return;
    fetching.current = true;
    Promise.all([loadParser(), schema()]).catch(() => {
      fetching.current = false;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    const form = event.currentTarget;
    // A reset form has lost its id; the next filled-in form gets a new one.
    const idField = form.elements.namedItem(SUBMISSION_ID_FIELD);
    if (idField instanceof HTMLInputElement && !idField.value) idField.value = newSubmissionId();
    const formData = new FormData(form);
    checking.current = true;
    const parsed = await checkInBrowser(schema, formData).finally(() => {
      checking.current = false;
    });
    if (parsed?.status === 'error') {
      // Rendered at once (after the await React would render later, in a task of its own), so
      // the summary is there to take focus.
      flushSync(() => setClientErrors(parsed.fieldErrors));
      callbacks.current.onError?.({ fieldErrors: parsed.fieldErrors });
      summaryRef.current?.focus();
      return;
    }
    setClientErrors(null);
    const separator = action.includes('?') ? '&' : '?';
    fetcher.submit(formData, {
      method: 'post',
      action: `${action}${separator}${ENHANCED_PARAM}`,
      encType: form.enctype === 'multipart/form-data' ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
    });
  }

  function reset() {
    formRef.current?.reset();
    setClientErrors(null);
  }

  const values = serverError?.values ?? failure?.values;
  const fieldId = (name: string) => `${formId}-${name}`;

  return {
    formRef,
    summaryRef,
    fieldErrors,
    formError,
    /** The visitor's mail draft, when the site could not keep the submission (shown by the summary). */
    draft,
    values,
    fieldId,
    /** What ties a text field to this form: its id, name, kept value and message. */
    field: (name: string) => ({
      id: fieldId(name),
      name,
      defaultValue: textValue(values, name),
      error: fieldErrors[name],
    }),
    failure,
    submitting: fetcher.state !== 'idle',
    /** False in the server render and without JavaScript. */
    hydrated,
    reset,
    formProps: {
      ref: formRef,
      method: 'post' as const,
      id: FORM_OUTCOME_ANCHOR,
      // Without JavaScript the answer opens at the form, not at the top of the page.
      action: `${action}#${FORM_OUTCOME_ANCHOR}`,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus,
      // With JavaScript our messages replace the browser's bubbles; without it, the browser checks.
      noValidate: hydrated,
    },
  };
}
