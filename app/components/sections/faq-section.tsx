import { Accordion, AccordionItem } from '~/components/ui/accordion';
import type { SectionOf } from '~/content/schemas/sections';
import { PortableTextBody } from './portable-text-body';
import { SectionShell } from './section-shell';

export function FaqSection({ section }: { section: SectionOf<'faqSection'> }) {
  return (
    <SectionShell section={section}>
      <Accordion className="mx-auto mt-12 max-w-3xl">
        {section.faqs.map((faq) => (
          <AccordionItem key={faq._id} group={`faq-${section._key}`} summary={faq.question}>
            <PortableTextBody value={faq.answer} />
          </AccordionItem>
        ))}
      </Accordion>
    </SectionShell>
  );
}
