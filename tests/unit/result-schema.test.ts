import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { resultSchema } from '~/content/result-schema';
import type { JOB_POSITION_QUERYResult, PAGE_QUERYResult } from '~/content/sanity.types';
import { jobPositionSchema, type JobPosition } from '~/content/schemas/job-position';
import { type Page } from '~/content/schemas/page';
import { type SectionOf } from '~/content/schemas/sections';

type Job = NonNullable<JOB_POSITION_QUERYResult>;

describe('a result schema', () => {
  // What a field added in the Studio and read in a query looks like to the schema: nothing was
  // written for it, and it arrives as the query returned it.
  it('passes every field it has no rule for through, as the query returned it', () => {
    const schema = resultSchema<{ title: string | null; addedInTheStudio: string | null }>()({
      title: z.string().min(1),
    });
    expect(schema.parse({ title: 'Designer', addedInTheStudio: 'new' })).toEqual({
      title: 'Designer',
      addedInTheStudio: 'new',
    });
  });

  it('refuses a value that breaks a rule, and applies defaults and cleaning', () => {
    const schema = resultSchema<{ title: string | null; tags: string[] | null }>()({
      title: z.string().min(1),
      tags: z
        .array(z.string())
        .nullish()
        .transform((tags) => tags ?? []),
    });
    expect(schema.safeParse({ title: '', tags: null }).success).toBe(false);
    expect(schema.parse({ title: 'A', tags: null })).toEqual({ title: 'A', tags: [] });
  });

  it('parses a job position from the bundled shape, keeping fields that have no rule', () => {
    const job = {
      slug: 'designer',
      title: 'UI/UX Designer',
      department: 'Design',
      location: 'Remote',
      type: 'Full-time',
      description: 'Designs things people use every day.',
      postedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      requirements: null,
      validThrough: 'not a date',
      baseSalary: null,
    } satisfies Job;
    expect(jobPositionSchema.parse(job)).toEqual({
      ...job,
      requirements: [],
      validThrough: undefined,
      baseSalary: undefined,
    });
  });
});

describe('the content types', () => {
  it('are the generated types where there is no rule', () => {
    expectTypeOf<JobPosition['postedAt']>().toEqualTypeOf<Job['postedAt']>();
    type CardGridResult = Extract<
      NonNullable<NonNullable<PAGE_QUERYResult>['sections']>[number],
      { _type: 'cardGridSection' }
    >;
    expectTypeOf<SectionOf<'cardGridSection'>['_key']>().toEqualTypeOf<CardGridResult['_key']>();
  });

  it('are what the rules leave where there is one', () => {
    expectTypeOf<JobPosition['title']>().toEqualTypeOf<string>();
    expectTypeOf<JobPosition['requirements']>().toEqualTypeOf<string[]>();
    expectTypeOf<Page['sections']>().items.not.toBeAny();
    expectTypeOf<SectionOf<'cardGridSection'>['columns']>().toEqualTypeOf<2 | 3 | 4>();
  });

  it('refuse, at type-check time, a rule for a field the query does not return or types otherwise', () => {
    // @ts-expect-error: the query returns no such field.
    resultSchema<{ title: string | null }>()({ subtitle: z.string() });
    // @ts-expect-error: a text field cannot be checked as a number.
    resultSchema<{ title: string | null }>()({ title: z.number() });
  });
});
