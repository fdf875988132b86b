import type { Section } from '~/content/schemas';
import { CardGridSection } from './card-grid-section';

/** Renders a page's sections in the order the editor arranged them. */
export function PageSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => {
        switch (section._type) {
          case 'cardGridSection':
            return <CardGridSection key={section._key} section={section} />;
        }
      })}
    </>
  );
}
