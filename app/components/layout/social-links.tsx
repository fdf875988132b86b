import { Share2 } from '~/components/ui/icons/icons';
import type { ComponentType } from 'react';
import { InstagramIcon } from '~/components/ui/brand-icons';
import type { SiteSettings } from '~/content/schemas/site-settings';
import { cn } from '~/lib/cn';

// Platforms editors can choose in the Studio (studio/schema-types/objects/social-link-type.ts).
const PLATFORMS: Record<string, { name: string; icon?: ComponentType<{ className?: string }> }> = {
  instagram: { name: 'Instagram', icon: InstagramIcon },
  linkedin: { name: 'LinkedIn' },
  facebook: { name: 'Facebook' },
  x: { name: 'X' },
  youtube: { name: 'YouTube' },
  github: { name: 'GitHub' },
};

// A placeholder is plain text: no border, no pill, nothing that looks like it can be pressed.
const PLACEHOLDER_TONES = { dark: 'text-ink-200', light: 'text-ink-600' };

const TONES = {
  dark: 'border-white/15 text-white hover:border-white/40 hover:bg-white/5 px-4 py-2',
  light: 'border-ink-200 text-ink-900 hover:border-brand-400 hover:bg-brand-50 px-3.5 py-1.5',
};

/**
 * The studio's social profiles from site settings, each named for screen readers. A network
 * without an address is a placeholder: shown by name, not linked.
 */
export function SocialLinks({
  links,
  tone,
  className,
}: {
  links: SiteSettings['socialLinks'];
  tone: keyof typeof TONES;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map((link) => {
        const platform = PLATFORMS[link.platform];
        const Icon = platform?.icon ?? Share2;
        const name = platform?.name ?? link.platform;
        if (!link.url) {
          // A network the studio has no profile on yet: named, not linked.
          return (
            <li
              key={link.platform}
              className={cn('inline-flex items-center gap-1.5 py-1.5 text-sm', PLACEHOLDER_TONES[tone])}
            >
              <Icon aria-hidden="true" className="size-4" />
              {link.handle ?? name} (coming soon)
            </li>
          );
        }
        return (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn('inline-flex items-center gap-2 rounded-full border text-sm font-semibold', TONES[tone])}
            >
              <Icon aria-hidden="true" className="size-4" />
              {link.handle ?? name}
              <span className="sr-only"> on {name} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
