import { renderStatic } from '~/render/server-html.server';
import type { Section } from '~/content/schemas/sections';
import { PageHero, type PageHeroContent } from '~/components/sections/page-hero';
import { PageSections } from '~/components/sections/page-sections';
import { HeroPlaceholder, SectionsPlaceholder } from '~/components/sections/preview-placeholder';
import type { EnquiryLinks } from '~/components/sections/pricing-section';
import type { RenderedBody, RenderedSection } from '~/components/sections/rendered-page';

// Content bands are plain markup: rendered here once per content version (the page cache keeps
// the result) and shown by <ServerHtml>, so their components never reach the browser (ADR 0016).

/** Runs of sections as markup; a demo section also keeps its data, for its component. */
function renderSections(sections: Section[], enquiries: EnquiryLinks = {}): RenderedSection[] {
  const parts: RenderedSection[] = [];
  let run: Section[] = [];
  const flush = () => {
    if (run.length === 0) return;
    parts.push({ key: run[0]!._key, html: renderStatic(<PageSections sections={run} enquiries={enquiries} />) });
    run = [];
  };
  for (const section of sections) {
    if (section._type === 'demoSection') {
      flush();
      parts.push({ key: section._key, html: renderStatic(<PageSections sections={[section]} />), demo: section });
    } else {
      run.push(section);
    }
  }
  flush();
  return parts;
}

/**
 * A page document's hero and sections, rendered; everything else on it is passed on as it is.
 * Preview reads pages still being built: a page without its hero gets a placeholder with its
 * title as the heading, and with `placeholders` (a content page in preview) one without sections
 * gets one where they go.
 */
export function renderPage<T extends { hero: PageHeroContent | null; sections: Section[] }>(
  document: T,
  options: {
    enquiries?: EnquiryLinks;
    sections?: Section[];
    placeholders?: boolean;
    beforeClosing?: RenderedSection;
  } = {},
): Omit<T, 'hero' | 'sections'> & { body: RenderedBody } {
  const { hero, sections, ...rest } = document;
  // A page that introduces its team and has no picture of its own opens with their faces.
  const team = sections.find((section) => section._type === 'teamSection');
  const shown = options.sections ?? sections;
  const title = 'title' in document && typeof document.title === 'string' ? document.title : '';
  // A band the code adds (the posts about the page) goes before the page's closing call to action.
  const closing = shown.at(-1)?._type === 'ctaSection' ? shown.length - 1 : shown.length;
  return {
    ...rest,
    body: {
      hero: hero
        ? renderStatic(<PageHero hero={hero} people={team?.people} />)
        : renderStatic(<HeroPlaceholder title={title} />),
      sections:
        options.placeholders && shown.length === 0
          ? [{ key: 'sections-placeholder', html: renderStatic(<SectionsPlaceholder />) }]
          : options.beforeClosing
            ? [
                ...renderSections(shown.slice(0, closing), options.enquiries),
                options.beforeClosing,
                ...renderSections(shown.slice(closing), options.enquiries),
              ]
            : renderSections(shown, options.enquiries),
    },
  };
}
