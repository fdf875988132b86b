import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useHydrated } from '~/lib/use-hydrated';
import { ENHANCED_PARAM } from './respond-params';
import { parseSubmission, type FieldErrors, type FormValues, type SubmissionSuccess } from './submission';

type ActionAnswer = SubmissionSuccess | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

interface Options<T> {
  schema: z.ZodType<T>;
  /** The route whose action handles the form. */
  action: string;
  /** What a plain (no JavaScript) submission answered, from useActionData. */
  documentResult?: ActionAnswer;
  onSuccess: (answer: SubmissionSuccess, form: HTMLFormElement) => void;
}

/**
 * The one way a form is enhanced: validate in the browser with the form's own schema, send it
 * with a fetcher (no page load), open the mail draft the action composed, and report success.
 * Without JavaScript the same <form> posts normally and the action answers with a redirect.
 */
export function useEnhancedForm<T>({ schema, action, documentResult, onSuccess }: Options<T>) {
  const fetcher = useFetcher<ActionAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const hydrated = useHydrated();
  const handled = useRef<unknown>(null);
  const onSuccessRef = useRef(onSuccess);
  // The latest callback, without re-running the effect below when the caller re-renders.
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  const answer = fetcher.data ?? documentResult;
  const serverError = answer?.status === 'error' ? answer : undefined;
  const fieldErrors = clientErrors ?? serverError?.fieldErrors ?? {};
  const formError = clientErrors ? undefined : serverError?.formError;

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (data.status === 'success') {
      if (data.mailto) window.location.href = data.mailto;
      if (formRef.current) onSuccessRef.current(data, formRef.current);
    } else {
      summaryRef.current?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    // A plain submission that came back with errors: take the visitor to the summary.
    if (documentResult?.status === 'error') summaryRef.current?.focus();
  }, [documentResult]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const parsed = parseSubmission(schema, formData);
    if (parsed.status === 'error') {
      setClientErrors(parsed.fieldErrors);
      // Wait for the summary to render before moving focus to it.
      requestAnimationFrame(() => summaryRef.current?.focus());
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

  return {
    formRef,
    summaryRef,
    fieldErrors,
    formError,
    values: serverError?.values,
    submitting: fetcher.state !== 'idle',
    reset,
    formProps: {
      ref: formRef,
      method: 'post' as const,
      action,
      onSubmit,
      // With JavaScript our messages replace the browser's bubbles; without it, the browser checks.
      noValidate: hydrated,
    },
  };
}
