import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ServerHtml } from '~/render/server-html';
import type { SectionOf } from '~/content/schemas/sections';

/**
 * A page's content bands arrive as markup the server rendered (render-page.server.tsx), so the
 * browser downloads none of their code (ADR 0016: the JavaScript budget). The one band with
 * behavior of its own, the demo walk-through, comes with its data as well: its markup (the
 * no-JavaScript version, steps in disclosures) shows until its component is fetched, after
 * hydration, and takes over (as the component itself does once hydrated).
 */
export type RenderedSection = { key: string; html: string; demo?: SectionOf<'demoSection'> };

/** The hero and the sections of a page document, rendered. */
export interface RenderedBody {
  hero: string;
  sections: RenderedSection[];
}

type DemoComponent = ComponentType<{ section: SectionOf<'demoSection'> }>;

function DemoBand({ html, demo }: { html: string; demo: SectionOf<'demoSection'> }) {
  const [Demo, setDemo] = useState<DemoComponent | null>(null);
  useEffect(() => {
    let current = true;
    // If the fetch fails the markup stays: the steps still open, as without JavaScript.
    // The swap is a transition: React renders the demo in slices rather than in one long task.
    import('./demo-section')
      .then((module) => current && startTransition(() => setDemo(() => module.DemoSection)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return Demo ? <Demo section={demo} /> : <ServerHtml html={html} />;
}

export function RenderedSections({ sections }: { sections: RenderedSection[] }) {
  return (
    <>
      {sections.map((part) =>
        part.demo ? (
          <DemoBand key={part.key} html={part.html} demo={part.demo} />
        ) : (
          <ServerHtml key={part.key} html={part.html} />
        ),
      )}
    </>
  );
}

/**
 * A page built from its document: the hero, then the editor's sections. A product page passes its
 * accent's class (accent.ts): its variables reach every band (hero glow, emphasized feature,
 * tiles), and `contents` keeps the bands siblings for the spacing rules in app.css.
 */
export function RenderedPage({
  page,
  list,
}: {
  page: { body: RenderedBody; accentClass?: string };
  /** A listing page's list (/work, /blog), drawn on the server: between the hero and the sections. */
  list?: string;
}) {
  const bands = (
    <>
      <ServerHtml html={page.body.hero} />
      {list === undefined ? null : <ServerHtml html={list} />}
      <RenderedSections sections={page.body.sections} />
    </>
  );
  return page.accentClass ? <div className={`contents ${page.accentClass}`}>{bands}</div> : bands;
}
