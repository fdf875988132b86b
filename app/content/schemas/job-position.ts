import { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { JOB_POSITION_QUERYResult } from '../sanity.types';
import { nullishList, requiredText } from './shared';

type JobResult = NonNullable<JOB_POSITION_QUERYResult>;

export const jobPositionSchema = resultSchema<JobResult>()({
  slug: requiredText,
  title: requiredText,
  department: requiredText,
  location: requiredText,
  type: requiredText,
  description: requiredText,
  requirements: nullishList(z.string()),
  /** The last day applications are taken (YYYY-MM-DD). */
  validThrough: z.iso
    .date()
    .nullish()
    .catch(undefined)
    .transform((value) => value ?? undefined),
  baseSalary: z
    .object({
      minValue: z.number().positive(),
      maxValue: z.number().positive().nullish(),
      unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
      currency: z.literal('USD'),
    })
    .nullish()
    .catch(undefined)
    .transform((value) => (value ? { ...value, maxValue: value.maxValue ?? undefined } : undefined)),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;
