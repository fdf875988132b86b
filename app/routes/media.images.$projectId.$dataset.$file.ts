import type { LoaderFunctionArgs } from '@remix-run/node';
import { getContent } from '~/content/content.server';

// The bundled dataset's images, at the addresses its asset documents give them:
// /media/images/<project>/<dataset>/<sha1>-<width>x<height>.<ext>. Sanity serves a project's
// from its CDN instead, so with a project configured this answers 404. The name carries the
// file's hash, so a file never changes at its address. Like Sanity's pipeline with an SVG, the
// original is served whatever size the address asks for.
const FILE_NAME = /^[\da-f]{40}-\d+x\d+\.(svg|png|jpg|gif|webp)$/;

export async function loader({ params }: LoaderFunctionArgs) {
  const { projectId = '', dataset = '', file = '' } = params;
  const asset = FILE_NAME.test(file) ? await getContent().readAsset(projectId, dataset, file) : null;
  if (!asset) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(asset.body), {
    headers: {
      'Content-Type': asset.mimeType,
      'Content-Length': String(asset.body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own is a document: it may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
