import type * as z from 'zod/mini';

/**
 * The longest text a field of a form may hold, read from the form's own schema (its
 * `maxLength` checks, the longest of its choices). The body reader cuts every value to one
 * character past this before anything else looks at it: the schema still answers "too long",
 * but nobody parses, validates or echoes megabytes (docs/decisions/0023).
 */
export type FieldLimits = (name: string) => number;

/** For a field the schema does not name or bound (hidden fields, a free-text list). */
export const DEFAULT_FIELD_CHARS = 2_000;

type Node = z.core.$ZodType;

function defOf(node: Node): Record<string, unknown> & { type: string } {
  return node._zod.def as unknown as Record<string, unknown> & { type: string };
}

/** The longest string a schema node accepts, or undefined when it does not bound it. */
function longest(node: Node | undefined): number | undefined {
  if (!node) return undefined;
  const def = defOf(node);
  switch (def.type) {
    case 'string': {
      const checks = (def['checks'] ?? []) as Node[];
      const maxima = checks.flatMap((check) => {
        const checkDef = defOf(check) as { check?: string; maximum?: unknown };
        return checkDef.check === 'max_length' && typeof checkDef.maximum === 'number' ? [checkDef.maximum] : [];
      });
      return maxima.length > 0 ? Math.min(...maxima) : undefined;
    }
    case 'enum':
      return Math.max(
        0,
        ...Object.values(def['entries'] as Record<string, string | number>).map((v) => String(v).length),
      );
    case 'literal':
      return Math.max(0, ...(def['values'] as unknown[]).map((v) => String(v).length));
    case 'pipe':
      return longest(def['in'] as Node);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return longest(def['innerType'] as Node);
    case 'array':
      return longest(def['element'] as Node);
    case 'union': {
      const each = (def['options'] as Node[]).map(longest);
      return each.every((value) => value !== undefined) ? Math.max(...(each as number[])) : undefined;
    }
    default:
      return undefined;
  }
}

/** The per-field limits of an object schema; any other schema bounds every field by the default. */
export function fieldLimits(schema: z.core.$ZodType): FieldLimits {
  const limits = new Map<string, number>();
  let node: Node = schema;
  // A refined or piped object (a cross-field rule) keeps its shape inside.
  for (let depth = 0; depth < 5 && defOf(node).type === 'pipe'; depth += 1) node = defOf(node)['in'] as Node;
  const shape = defOf(node).type === 'object' ? (defOf(node)['shape'] as Record<string, Node>) : {};
  for (const [name, field] of Object.entries(shape)) {
    const max = longest(field);
    if (max !== undefined) limits.set(name, max);
  }
  return (name) => limits.get(name) ?? DEFAULT_FIELD_CHARS;
}
