import {
  defineArrayMember,
  defineField,
  useDocumentOperation,
  type DocumentActionComponent,
  type ValidationContext,
} from 'sanity';
import { isRoutedType } from '../app/lib/document-paths';
import { formerSlugsOnPublish } from './former-slugs';
import { warnOnRename } from './schema-types/address-validation';

// Every routed document (app/lib/document-paths.ts) keeps the slugs it was published under: the
// publish action notes the old slug when a renamed document is published, and the site answers
// each former address with a 301 to the current one. See docs/decisions/0031.

/**
 * The publish action of a routed type, noting the former slug before it publishes: the patch goes
 * to the draft, which the publish then makes live, as Sanity's own example of a publish action
 * that sets a field does.
 */
export function keepFormerSlugs(publish: DocumentActionComponent): DocumentActionComponent {
  const KeepFormerSlugsAction: DocumentActionComponent = (props) => {
    const { patch } = useDocumentOperation(props.id, props.type);
    const original = publish(props);
    if (!original) return original;
    return {
      ...original,
      onHandle: () => {
        const formerSlugs = formerSlugsOnPublish(props.published, props.draft);
        if (formerSlugs) patch.execute([{ set: { formerSlugs } }]);
        original.onHandle?.();
      },
    };
  };
  KeepFormerSlugsAction.action = publish.action;
  return KeepFormerSlugsAction;
}

/** The field that holds a document's former slugs: read-only, shown once there is one. */
function formerSlugsField(group: unknown) {
  return defineField({
    name: 'formerSlugs',
    title: 'Former addresses',
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    description:
      'Slugs this document was published under before. Each old address sends visitors and search engines on to the current one (a permanent redirect). Kept on publish when the slug changes.',
    readOnly: true,
    hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
    ...(typeof group === 'string' ? { group } : {}),
  });
}

interface FieldDefinition {
  name: string;
  group?: unknown;
}

interface TypeDefinition {
  name: string;
  fields?: FieldDefinition[];
  validation?: unknown;
}

interface DocumentRule {
  custom: (
    check: (document: unknown, context: ValidationContext) => Promise<true | { message: string; path: string[] }[]>,
  ) => { warning: () => unknown };
}

/** The rename warning, on the slug field, from the document's own validation. */
async function renameWarning(document: unknown, context: ValidationContext) {
  const slug = typeof document === 'object' && document !== null && 'slug' in document ? document.slug : undefined;
  const warning = await warnOnRename(slug, context);
  return warning === true ? true : [{ message: warning, path: ['slug'] }];
}

/**
 * A routed document type with its history: the former slugs field, and a warning on the slug
 * field when a published document is renamed, saying which redirect is kept. It is a rule of the
 * document, beside its own (a second rule on the slug field would repeat the slug type's
 * uniqueness check). Other types are returned as they are, so the whole schema goes through it
 * and a new routed type needs only its line in ROUTED_DOCUMENTS.
 */
export function withAddressHistory<T extends TypeDefinition>(type: T): T {
  if (!isRoutedType(type.name)) return type;
  const fields = type.fields ?? [];
  const slug = fields.find((field) => field.name === 'slug');
  if (!slug) throw new Error(`${type.name} has an address (app/lib/document-paths.ts) but no slug field`);
  const own = type.validation;
  return {
    ...type,
    fields: [...fields, formerSlugsField(slug.group)],
    validation: (rule: DocumentRule) => {
      const rules: unknown = typeof own === 'function' ? own(rule) : [];
      return [...(Array.isArray(rules) ? rules : [rules]), rule.custom(renameWarning).warning()];
    },
  };
}
