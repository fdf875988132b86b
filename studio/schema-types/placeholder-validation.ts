import type { Path } from 'sanity';
import { PLACEHOLDER_HELP, unknownPlaceholderPaths } from '../../app/lib/website-offer';

interface DocumentTypeDefinition {
  name: string;
  type: 'document';
  validation?: unknown;
}

/**
 * Adds to a document type a check of every text in it: a {placeholder} that the website offer
 * does not know is an error on the field that holds it, naming the ones that exist.
 */
export function withPlaceholderCheck<T extends DocumentTypeDefinition>(type: T): T {
  if (type.validation) throw new Error(`${type.name} has its own document validation; combine it with the check`);
  return {
    ...type,
    // An error: publishing is blocked until the placeholder is fixed.
    validation: (rule: {
      custom: (check: (document: unknown) => true | { message: string; path: Path }[]) => { error: () => unknown };
    }) =>
      rule
        .custom((document) => {
          const problems = unknownPlaceholderPaths(document);
          if (problems.length === 0) return true;
          return problems.map(({ path, names }) => ({
            message: `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}. ${PLACEHOLDER_HELP}`,
            path,
          }));
        })
        .error(),
  };
}
