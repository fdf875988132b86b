import type { RenderedBody } from '~/components/sections/rendered-page';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** Text of server-rendered markup, as a reader sees it: tags dropped, entities decoded. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);
}

/** The page heading in a rendered hero (its accessible text). */
export function heroHeading(body: RenderedBody): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body.hero)?.[1];
  if (heading === undefined) throw new Error('The hero has no <h1>');
  const spoken = /<span class="sr-only">([\s\S]*?)<\/span>/.exec(heading)?.[1];
  return textOf(spoken ?? heading);
}

/** Every href in rendered markup, decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => textOf(match[1]!));
}
