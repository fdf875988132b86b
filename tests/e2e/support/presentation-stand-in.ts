import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const ENTRY = fileURLToPath(new URL('./presentation-stand-in.client.ts', import.meta.url));

async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['iife'], name: 'presentationStandIn' } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as Rollup.RollupOutput).output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The Presentation stand-in did not bundle');
  return chunk.code;
}

export interface PresentationStandIn {
  /** The Studio's origin, for SANITY_STUDIO_URL. */
  url: string;
  /** The Presentation page framing `pageUrl`. */
  presentationUrl(pageUrl: string): string;
  close(): Promise<void>;
}

/**
 * A local "Studio" whose /presentation page frames a site URL (`?url=`) as Sanity's Presentation
 * tool does and talks to it over comlink (presentation-stand-in.client.ts). A real server on a
 * loopback port, as a Studio on localhost is: the browser treats the frame as it would there.
 */
export async function startPresentationStandIn(): Promise<PresentationStandIn> {
  const script = (await bundle()).replaceAll('</script', '<\\/script');
  const server = createServer((request, response) => {
    const pageUrl = new URL(request.url ?? '/', 'http://studio').searchParams.get('url') ?? '';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Presentation</title>
<iframe src="${pageUrl.replaceAll('"', '&quot;')}" style="width:1200px;height:800px;border:0"></iframe>
<script>document.querySelector('iframe').addEventListener('load', () => {${script}}, { once: true });</script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    presentationUrl: (pageUrl) => `${url}/presentation?url=${encodeURIComponent(pageUrl)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
