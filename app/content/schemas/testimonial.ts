import { type z } from 'zod';
import { resultSchema } from '../result-schema';
import type { CASE_STUDY_QUERYResult } from '../sanity.types';
import { optionalImage, requiredText } from './shared';

type CaseStudyResult = NonNullable<CASE_STUDY_QUERYResult>;

type TestimonialResult = NonNullable<CaseStudyResult['testimonial']>;
export const testimonialSchema = resultSchema<TestimonialResult>()({
  quote: requiredText,
  name: requiredText,
  role: requiredText,
  company: requiredText,
  photo: optionalImage,
  caseStudy: resultSchema<NonNullable<TestimonialResult['caseStudy']>>()({ slug: requiredText, title: requiredText })
    .nullish()
    .catch(undefined)
    .transform((value) => value ?? undefined),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
