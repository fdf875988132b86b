import type { LoaderFunctionArgs } from '@remix-run/node';
import { getContent } from '~/content/content.server';
import { siteOrigin } from '~/env.server';
import { cardVersion, pagePathOfCard } from '~/seo/social-card';
import { cardWords, drawLogo, socialCard } from '~/seo/social-card.server';

// /social/<page>.png: the page's social card. /social/logo.png: the logo for structured data.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const name = /^([a-z0-9/-]+)\.png$/.exec(params['*'] ?? '')?.[1];
  if (!name) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (name === 'logo') return png(drawLogo(), 'public, max-age=86400');

  const pathname = pagePathOfCard(name);
  const words = await cardWords(pathname);
  if (!words) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const settings = await getContent().siteSettings();
  const site = { name: settings?.companyName ?? '', host: new URL(siteOrigin(request)).host };
  const image = await socialCard(pathname, words, site);
  // The address carries a fingerprint of the words: a current one can be kept for good; an old
  // one gets today's card, briefly, so it never pins stale words.
  const current = new URL(request.url).searchParams.get('v') === cardVersion(words);
  return png(image, current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
}

function png(body: Buffer, cacheControl: string) {
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(body.byteLength), 'Cache-Control': cacheControl },
  });
}
