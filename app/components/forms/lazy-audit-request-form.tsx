import { lazyPart } from '~/render/lazy-part';

// The audit request form's code (the schema, the fields, the form code every form shares) is not in
// the page's HTML: it is fetched as the page hydrates. Until it arrives the server's form stays as it
// is and submits as it does without JavaScript; then it hydrates in place.
export const auditRequestForm = lazyPart(() =>
  import('./audit-request-form').then((module) => module.AuditRequestForm),
);
