import type { LoaderFunctionArgs } from '@remix-run/node';
import { getContent } from '~/content/content.server';
import { isIdentity, readTransform, transformImageCached } from '~/content/image-transform.server';

// The bundled dataset's images, at the addresses its asset documents give them:
// /media/images/<project>/<dataset>/<sha1>-<width>x<height>.<ext>. Sanity serves a project's
// from its CDN instead, so with a project configured this answers 404. The name carries the
// file's hash, and the query the transform, so an answer never changes at its address. Like
// Sanity's pipeline, raster files are cut, resized and converted as the query asks
// (image-transform.server.ts), and an SVG is served as it is whatever size the address asks for.
const FILE_NAME = /^[\da-f]{40}-\d+x\d+\.(svg|png|jpg|gif|webp)$/;

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { projectId = '', dataset = '', file = '' } = params;
  const extension = FILE_NAME.exec(file)?.[1];
  const asset = extension ? await getContent().readAsset(projectId, dataset, file) : null;
  if (!asset || !extension) return notFound();
  const headers: Record<string, string> = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened on its own is a document: it may run nothing and load nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  const url = new URL(request.url);
  const transform = extension === 'svg' ? null : readTransform(url.searchParams, request.headers.get('accept') ?? '');
  if (extension !== 'svg' && !transform) {
    return new Response('Bad image parameters', { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
  if (url.searchParams.get('auto') === 'format') headers['Vary'] = 'Accept';
  const { body, mimeType } =
    transform && !isIdentity(transform)
      ? await transformImageCached(`${projectId}/${dataset}/${file}`, asset.body, extension, transform)
      : asset;
  return new Response(new Uint8Array(body), {
    headers: { ...headers, 'Content-Type': mimeType, 'Content-Length': String(body.length) },
  });
}
