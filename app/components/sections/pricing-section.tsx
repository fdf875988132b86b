import { Check, Mail } from '~/components/ui/icons/icons';
import { Badge } from '~/components/ui/badge';
import { buttonVariants } from '~/components/ui/button';
import { CARD_SURFACE } from '~/components/ui/card';
import type { PricingTier } from '~/content/schemas/pricing-tier';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { formatUsd } from '~/lib/quote/format';
import { ContentLink } from './content-link';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

/** Prefilled mail drafts for tiers without a link, worked out by the loader (by tier id). */
export type EnquiryLinks = Record<string, string>;

function TierPrice({ tier, featured }: { tier: PricingTier; featured: boolean }) {
  const amount = tier.price !== undefined ? formatUsd(tier.price) : tier.priceLabel;
  const unitClass = cn('text-base font-semibold', featured ? 'text-ink-200' : 'text-ink-600');
  if (amount) {
    // Wraps rather than overflowing the card when text is enlarged (the unit drops below).
    return (
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 self-end">
        <span
          className={cn(
            'font-display text-5xl font-extrabold tracking-tight [overflow-wrap:anywhere]',
            featured ? 'text-white' : 'text-ink-950',
          )}
        >
          {amount}
        </span>
        {tier.unit ? <span className={unitClass}>{tier.unit}</span> : null}
      </p>
    );
  }
  // No price on purpose (quoted per project): the unit, if any, says what the tier is.
  return tier.unit ? (
    <p className={cn('self-end text-lg font-semibold', featured ? 'text-brand-200' : 'text-brand-700')}>{tier.unit}</p>
  ) : (
    <span aria-hidden="true" />
  );
}

const ACTION_CLASS = 'w-full';

function TierAction({
  tier,
  enquiry,
  featured,
}: {
  tier: PricingTier;
  enquiry: string | undefined;
  featured: boolean;
}) {
  if (tier.cta) {
    return (
      <ContentLink
        link={{ ...tier.cta, variant: featured ? 'primary' : 'secondary' }}
        tone={featured ? 'dark' : 'light'}
        className={ACTION_CLASS}
      />
    );
  }
  if (!enquiry) return null;
  // A plain mailto link: the draft opens in the visitor's mail client, with or without JavaScript.
  return (
    <a
      href={enquiry}
      className={cn(buttonVariants({ variant: featured ? 'inverse' : 'secondary', size: 'lg' }), ACTION_CLASS)}
    >
      <Mail aria-hidden="true" />
      {tier.enquiryLabel ?? `Enquire about ${tier.name}`}
    </a>
  );
}

/**
 * The emphasized tier: the one the content marks with a badge, else the middle of three, so
 * every plan table leads the eye to one choice.
 */
function featuredTierIndex(tiers: readonly Pick<PricingTier, 'badge'>[]): number {
  const marked = tiers.findIndex((tier) => Boolean(tier.badge));
  if (marked >= 0) return marked;
  return tiers.length === 3 ? 1 : -1;
}

export function PricingSection({
  section,
  enquiries,
}: {
  section: SectionOf<'pricingSection'>;
  enquiries: EnquiryLinks;
}) {
  const featuredIndex = featuredTierIndex(section.tiers);
  return (
    <SectionShell section={section} tone="tinted">
      {/* Columns are at least 17em wide, in em so that enlarged text reflows the plans into
          fewer columns instead of breaking prices out of their cards. Each card is a subgrid of
          the list's five rows, so names, descriptions, prices, dividers and buttons line up. */}
      <ul
        className={cn(
          'mx-auto mt-14 grid grid-cols-[repeat(auto-fit,minmax(min(100%,17em),1fr))] gap-x-6 gap-y-10',
          section.tiers.length >= 3 ? 'max-w-none' : 'max-w-4xl',
        )}
      >
        {section.tiers.map((tier, index) => {
          const featured = index === featuredIndex;
          return (
            <li
              key={tier._id}
              className={cn(
                'relative row-span-5 grid grid-rows-subgrid gap-y-6 p-8',
                featured ? 'rounded-card bg-ink-950 text-ink-200 shadow-lift ring-1 ring-ink-950' : CARD_SURFACE,
              )}
            >
              {tier.badge ? (
                <Badge
                  tone="highlight"
                  className="absolute -top-3.5 left-8 bg-sun-400 whitespace-nowrap text-ink-950 shadow-sm ring-0"
                >
                  {tier.badge}
                </Badge>
              ) : null}
              <h3 className={cn('text-xl font-bold', featured && 'text-white')}>{tier.name}</h3>
              <p className={cn('leading-relaxed', featured ? 'text-ink-200' : 'text-ink-600')}>{tier.description}</p>
              <TierPrice tier={tier} featured={featured} />
              <ul
                className={cn(
                  'space-y-3 border-t pt-6',
                  featured ? 'border-white/15 text-ink-100' : 'border-ink-100 text-ink-700',
                )}
              >
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check
                      aria-hidden="true"
                      className={cn('mt-0.5 size-5 shrink-0', featured ? 'text-sun-300' : 'text-success-700')}
                    />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className="self-end">
                <TierAction tier={tier} enquiry={enquiries[tier._id]} featured={featured} />
              </div>
            </li>
          );
        })}
      </ul>
      {section.footnote ? (
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-ink-600">{section.footnote}</p>
      ) : null}
      <SectionLinks links={section.links} />
    </SectionShell>
  );
}
