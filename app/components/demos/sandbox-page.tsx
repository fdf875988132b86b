import { RenderedSections, type RenderedBody } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { Container } from '~/components/ui/container';
import type { ColorPairValue } from './color-pair';
import { SandboxDemos } from './sandbox-demos';

/** /sandbox: the page document's hero (with its disclaimers), the demos (typed tools), then its sections. */
export function SandboxPage({ page, initialColors }: { page: { body: RenderedBody }; initialColors: ColorPairValue }) {
  return (
    <>
      <ServerHtml html={page.body.hero} />

      <section aria-labelledby="demos-heading" className="bg-ink-50 py-14 sm:py-20">
        <Container>
          <h2 id="demos-heading" className="sr-only">
            Demos
          </h2>
          <SandboxDemos initialColors={initialColors} />
        </Container>
      </section>

      <RenderedSections sections={page.body.sections} />
    </>
  );
}
