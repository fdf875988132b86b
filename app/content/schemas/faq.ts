import { resultSchema } from '../result-schema';
import { type ItemOf, portableTextSchema, requiredText, type SectionResultOf } from './shared';

/** A question and its answer, as an FAQ section lists it. */
export const faqSchema = resultSchema<ItemOf<SectionResultOf<'faqSection'>['faqs']>>()({
  question: requiredText,
  answer: portableTextSchema,
});
