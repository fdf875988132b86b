import { field } from './form-text';
import { getByLabel, getByRole, only, shown, text, withText, type HttpPage } from './http-page';

// Short names for what the form tests look up on every answer, each failing with what it looked for.

export function button(page: HttpPage, name: string | RegExp): Element {
  return only(getByRole(page.document, 'button', { name }), `button ${String(name)}`);
}

/** The field whose label is `label` with its required mark or "(optional)" note (field()). */
export function labelled(page: HttpPage, label: string): Element {
  return only(getByLabel(page.document, field(label)), `field labelled ${label}`);
}

/** The text of the page's one alert. */
export function alertText(page: HttpPage): string {
  return text(only(getByRole(page.document, 'alert'), `alert on ${page.url.pathname}`));
}

/** The one status that holds `wanted`, shown. */
export function statusWith(page: HttpPage, wanted: string): Element {
  return shown(only(withText(getByRole(page.document, 'status'), wanted), `status "${wanted}"`));
}

/** The one heading named `name` (at `level` when given), shown. */
export function heading(page: HttpPage, name: string | RegExp, level?: number): Element {
  return shown(only(getByRole(page.document, 'heading', { name, level }), `heading ${String(name)}`));
}

/** The href of the one "Open your email draft" link inside `outcome`. */
export function draftLink(outcome: Element): string {
  return (
    only(getByRole(outcome, 'link', { name: 'Open your email draft' }), 'mail draft link').getAttribute('href') ?? ''
  );
}
