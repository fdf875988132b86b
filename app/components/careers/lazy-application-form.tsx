import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { lazyPart } from '~/render/lazy-part';
import type { ApplicationForm } from './application-form';

// The application form (and the form code it brings: the schema, the field components, the file
// drop zone) is not part of the careers page's HTML: with JavaScript it only shows in the apply
// dialog, so its code is fetched right after the page hydrates instead of with the page (ADR 0016).

export type ApplicationFormComponent = ComponentType<ComponentProps<typeof ApplicationForm>>;

/**
 * The form in the page itself (a plain submission that came back with errors): the server renders
 * it whole; the browser keeps that markup and hydrates it when the form's code arrives.
 */
export const lazyApplicationForm = lazyPart(() =>
  import('./application-form').then((module) => module.ApplicationForm),
);

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
    lazyApplicationForm.load().then(
      (Form) => current && setState({ Form, failed: false }),
      () => current && setState({ Form: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
