import type { MetaArgs, MetaDescriptor } from '@remix-run/node';
import { BLOG_FEED_PATH } from '~/lib/document-paths';
import { field, textField } from './read-data';

/** The blog's feed, announced in the head of every blog page so feed readers find it. */
export function feedLink({ matches }: Pick<MetaArgs, 'matches'>): MetaDescriptor {
  const site = field(matches.find((match) => match.id === 'root')?.data, 'site');
  const origin = textField(site, 'origin') ?? '';
  const name = textField(site, 'name');
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: name ? `${name} blog` : 'Blog',
    href: `${origin}${BLOG_FEED_PATH}`,
  };
}
