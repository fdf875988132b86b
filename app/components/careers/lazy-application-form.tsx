import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { ApplicationForm } from './application-form';

// The application form (and the form code it brings: the schema, the field components, the file
// drop zone) is not part of the careers page's HTML: with JavaScript it only shows in the apply
// dialog, so its code is fetched right after the page hydrates instead of with the page (issue 12).

export type ApplicationFormComponent = typeof ApplicationForm;

const importForm = () => import('./application-form');

/**
 * The form component once its code has arrived, fetched when the page hydrates; `failed` if the
 * fetch failed (the apply links then lead to the position's apply page, as without JavaScript).
 */
export function useApplicationForm(): { Form: ApplicationFormComponent | null; failed: boolean } {
  const [state, setState] = useState<{ Form: ApplicationFormComponent | null; failed: boolean }>({
    Form: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    importForm().then(
      (module) => current && setState({ Form: module.ApplicationForm, failed: false }),
      () => current && setState({ Form: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

const LazyForm = lazy(() => importForm().then((module) => ({ default: module.ApplicationForm })));

/**
 * The form in the page itself (a plain submission that came back with errors). The server
 * renders it whole; the browser keeps that markup and hydrates it when the form's code arrives.
 */
export function ApplicationFormInPage(props: ComponentProps<ApplicationFormComponent>) {
  return (
    <Suspense fallback={null}>
      <LazyForm {...props} />
    </Suspense>
  );
}
