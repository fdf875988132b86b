import * as z from 'zod/mini';

/** A value that must be one of a fixed list of choices (a select, radio group or checkbox value). */
export function oneOf<const T extends string>(choices: readonly T[], message: string) {
  return z.custom<T>((value) => typeof value === 'string' && choices.some((choice) => choice === value), message);
}
