// Reading route data that arrives as plain JSON, in code that also runs in the browser. These
// guards do what a schema would, without shipping a schema library to every page.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value[key]` when value is an object. */
export function field(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

/** `value[key]` when it is a string. */
export function textField(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  return typeof found === 'string' ? found : undefined;
}

/** `value[key]` when it is an array, else an empty list. */
export function listField(value: unknown, key: string): unknown[] {
  const found = field(value, key);
  return Array.isArray(found) ? found : [];
}

/** The strings of `value[key]`. */
export function textListField(value: unknown, key: string): string[] {
  return listField(value, key).filter((item): item is string => typeof item === 'string');
}
