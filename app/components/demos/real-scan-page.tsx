import { RenderedSections, type RenderedBody } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { Container } from '~/components/ui/container';
import { NoScriptStyles } from '~/render/no-script-styles';
import { AppUploader } from './app-uploader';

/**
 * /real-scan: the page document's hero, the uploader (a typed tool), then the document's
 * sections (what you get, the website offer with its price from the Website offer document).
 */
export function RealScanPage({ page }: { page: { body: RenderedBody } }) {
  return (
    <>
      <NoScriptStyles />
      <ServerHtml html={page.body.hero} />

      <section aria-labelledby="upload-heading" className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-3xl">
          <h2 id="upload-heading" className="sr-only">
            Upload your app
          </h2>
          <AppUploader />
        </Container>
      </section>

      <RenderedSections sections={page.body.sections} />
    </>
  );
}
