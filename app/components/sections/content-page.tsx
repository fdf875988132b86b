import { cn } from '~/lib/cn';
import { ACCENT_CLASSES, type Accent } from './accent';
import { RenderedPage, type RenderedBody } from './rendered-page';

/** A page built entirely from its content document: hero, then the editor's sections. */
export function ContentPage({ page }: { page: { body: RenderedBody } }) {
  return <RenderedPage body={page.body} />;
}

/**
 * A product page: the accent's variables reach every band of the page (hero glow, emphasised
 * feature, tiles); `contents` keeps the bands siblings of one another for the spacing rules in
 * app.css. Its closing call to action is the last of its rendered sections.
 */
export function ProductPageView({ page }: { page: { body: RenderedBody; accent: Accent } }) {
  return (
    <div className={cn('contents', ACCENT_CLASSES[page.accent])}>
      <RenderedPage body={page.body} />
    </div>
  );
}
