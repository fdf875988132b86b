import { Container } from '~/components/ui/container';

// A page an editor is still building, as preview shows it: each empty part is a marked band that
// says what goes there. Only preview reads a page this incomplete; the public page is a 404 until
// the page has its hero and is published.

/** The band's note that it is not part of the page. */
function PlaceholderNote({ children }: { children: string }) {
  return (
    <p className="text-sm font-semibold tracking-wide text-warning-700 uppercase">
      Placeholder <span className="font-normal normal-case">(shown in preview only)</span>: {children}
    </p>
  );
}

/** Where the hero goes, with the page's title as its heading so the page keeps one. */
export function HeroPlaceholder({ title }: { title: string }) {
  return (
    <section
      aria-label="Placeholder: hero"
      data-preview-placeholder="hero"
      className="border-y-4 border-dashed border-warning-700 bg-warning-50 text-ink-900"
    >
      <Container className="py-16 sm:py-20">
        <PlaceholderNote>hero</PlaceholderNote>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{title.trim() || 'Untitled page'}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">
          This page has no hero yet. Add a hero with at least a heading in the Studio: until it has one, the page is not
          on the public site.
        </p>
      </Container>
    </section>
  );
}

/** Where the sections go, while the page has none. */
export function SectionsPlaceholder() {
  return (
    <section
      aria-label="Placeholder: sections"
      data-preview-placeholder="sections"
      className="border-b-4 border-dashed border-warning-700 bg-warning-50 text-ink-900"
    >
      <Container className="py-12">
        <PlaceholderNote>sections</PlaceholderNote>
        <p className="mt-3 max-w-2xl text-ink-700">
          No sections yet. Add sections in the Studio (cards, steps, FAQs, pricing, a call to action…): each shows here
          as you add it.
        </p>
      </Container>
    </section>
  );
}
