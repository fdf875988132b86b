import { data } from '@remix-run/node';
import { renderPage } from '~/pages/render-page.server';
import { renderStatic } from '~/render/server-html.server';
import { CaseStudyPage } from '~/components/work/case-study-page';
import { WorkIndex } from '~/components/work/work-index';
import { matchesFilter, readWorkFilter } from '~/components/work/work-filters';
import { getContent } from '~/content/content.server';
import { answerMissing } from './addresses.server';
import { routePageSlug } from './load-page.server';

// Loaders of /work and /work/<slug>: the words around the list are the `work` page document's,
// the list and each story are case study documents. Both render on the server (ADR 0016).

/** The /work page: its hero, the filters, the case studies the filter keeps, then its sections. */
export async function loadWorkIndex(request: Request) {
  const content = getContent(request);
  const [page, caseStudies] = await Promise.all([content.page(routePageSlug(request)), content.caseStudies()]);
  if (!page) throw data(null, { status: 404 });
  const filter = readWorkFilter(new URL(request.url).searchParams, caseStudies);
  const shown = caseStudies.filter((caseStudy) => matchesFilter(caseStudy, filter));
  return {
    page: renderPage(page),
    list: renderStatic(<WorkIndex caseStudies={caseStudies} shown={shown} filter={filter} />),
  };
}

/** A case study by slug, or what its address became (a redirect, its new slug), or the 404 page. */
export async function loadCaseStudy(request: Request, slug: string) {
  const caseStudy = await getContent(request).caseStudy(slug);
  if (!caseStudy) return answerMissing(request);
  const { slug: own, title, summary, client, publishedAt, updatedAt, heroImage, services } = caseStudy;
  return {
    // What the page's CreativeWork says (seo/structured-data.ts); the page itself is markup.
    caseStudy: {
      slug: own,
      title,
      summary,
      client: client.name,
      publishedAt,
      updatedAt,
      image: heroImage.asset.url,
      services: services.map((service) => service.title),
    },
    seo: caseStudy.seo,
    html: renderStatic(<CaseStudyPage caseStudy={caseStudy} />),
  };
}
