import { Link } from '@remix-run/react';
import { buttonVariants } from '~/components/ui/button';
import type { ContentLink as ContentLinkData } from '~/content/schemas/shared';
import { cn } from '~/lib/cn';

/** A link an editor wrote: site paths use client navigation, anything else is a plain anchor. */
export function ContentLink({
  link,
  className,
  tone = 'light',
}: {
  link: ContentLinkData;
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const variant =
    link.variant === 'secondary' ? (tone === 'dark' ? 'ghost' : 'secondary') : tone === 'dark' ? 'inverse' : 'primary';
  const classes = cn(
    buttonVariants({ variant, size: 'lg' }),
    tone === 'dark' &&
      link.variant === 'secondary' &&
      'text-white ring-1 ring-white/35 ring-inset hover:bg-white/10 hover:text-white',
    className,
  );
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={classes}>
        {link.label}
      </Link>
    );
  }
  const external = /^https?:/.test(link.href);
  return (
    <a href={link.href} className={classes} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}
