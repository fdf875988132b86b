import { z } from 'zod';

// The shape of every query result is generated from the Studio schema and the query itself
// (sanity.types.ts, `npm run typegen`). What is written here by hand is only what those types
// cannot say: a default, a cleaned value, a rule (a required text, a list that must not be empty,
// an address), so that an editor's half-finished document is left out instead of breaking a page.

/** A query result with every null and missing value taken away, at every depth: what a rule may expect. */
type Present<T> = T extends readonly (infer Item)[]
  ? Present<Item>[]
  : T extends object
    ? { [K in keyof T]-?: Present<NonNullable<T[K]>> }
    : NonNullable<T>;

/** Every field of a result; of a result that is one of several shapes, the fields of each. */
type FieldName<Result> = Result extends unknown ? keyof Result : never;
/** What a field may hold; a shape without the field gives nothing there. */
type FieldOf<Result, K extends PropertyKey> = Result extends unknown
  ? K extends keyof Result
    ? Result[K]
    : undefined
  : never;

/**
 * The rules for some fields of a result, each checked against the generated type of its field: a
 * rule must accept every value the query can give there (a field renamed or retyped in the Studio
 * or the query no longer compiles), and names only fields the query returns.
 */
type Rules<Result, Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: K extends FieldName<Result>
    ? [Present<FieldOf<Result, K>>] extends [z.input<Shape[K]>]
      ? Shape[K]
      : never
    : never;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The parsed value: the generated type, with the fields that have rules as the rules leave them
 * (for each shape, when the result is one of several).
 */
type Parsed<Result, Shape extends z.ZodRawShape> = Result extends unknown
  ? Simplify<Omit<Result, keyof Shape> & z.output<z.ZodObject<Shape>>>
  : never;

/**
 * A schema for one object of a query result, written against its generated type: the fields given
 * are checked and cleaned, every other field passes through as the query returned it, typed as
 * TypeGen typed it. A field added in the Studio and read in a query needs nothing written here.
 *
 *   const jobSchema = resultSchema<JobResult>()({ title: z.string().min(1) });
 */
export function resultSchema<Result extends object>() {
  return <const Shape extends z.ZodRawShape>(shape: Shape & Rules<Result, Shape>) => {
    const schema = z.looseObject(shape) as unknown as z.ZodType<Parsed<Result, Shape>, Result>;
    return Object.assign(schema, { rules: shape as Shape });
  };
}

/** The rules of a result schema, to build another on them (a detail page on its card's rules). */
export type RulesOf<Schema> = Schema extends { rules: infer Shape } ? Shape : never;

/**
 * Checks a schema written as a whole (one that turns the result into another shape, such as an
 * image flattened for the image component) against the generated type: it must accept every
 * non-null value the query can give.
 */
export function acceptsResult<Result>() {
  return <Schema extends z.ZodType>(schema: Schema & ([Present<Result>] extends [z.input<Schema>] ? unknown : never)) =>
    schema as Schema;
}
