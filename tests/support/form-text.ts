/** Decodes the subject of a mailto: URL found in a response body, a Location header or a link. */
export function mailtoSubject(text: string): string | null {
  const match = /mailto:[^"\s\\]+/.exec(text);
  return match ? new URL(match[0]).searchParams.get('subject') : null;
}

/** A field's label, exactly, with its required mark or "(optional)" note. */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?:\\*|\\(optional\\))?$`);
}
