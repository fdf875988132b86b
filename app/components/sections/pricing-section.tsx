import { Check, Mail } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { buttonVariants } from '~/components/ui/button';
import type { PricingTier, SectionOf } from '~/content/schemas';
import { cn } from '~/lib/cn';
import { formatUsd } from '~/lib/quote/format';
import { ContentLink } from './content-link';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

/** Prefilled mail drafts for tiers without a link, worked out by the loader (by tier id). */
export type EnquiryLinks = Record<string, string>;

function TierPrice({ tier }: { tier: PricingTier }) {
  if (tier.price !== undefined) {
    return (
      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-5xl font-extrabold tracking-tight text-ink-950">
          {formatUsd(tier.price)}
        </span>
        {tier.unit ? <span className="text-base font-semibold text-ink-600">{tier.unit}</span> : null}
      </p>
    );
  }
  if (tier.priceLabel) {
    return (
      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-5xl font-extrabold tracking-tight text-ink-950">{tier.priceLabel}</span>
        {tier.unit ? <span className="text-base font-semibold text-ink-600">{tier.unit}</span> : null}
      </p>
    );
  }
  // No price on purpose (quoted per project): the unit, if any, says what the tier is.
  return tier.unit ? <p className="mt-6 text-lg font-semibold text-brand-700">{tier.unit}</p> : null;
}

function TierAction({ tier, enquiry }: { tier: PricingTier; enquiry: string | undefined }) {
  const featured = Boolean(tier.badge);
  if (tier.cta) {
    return <ContentLink link={{ ...tier.cta, variant: featured ? 'primary' : 'secondary' }} className="mt-8 w-full" />;
  }
  if (!enquiry) return null;
  // A plain mailto link: the draft opens in the visitor's mail client, with or without JavaScript.
  return (
    <a
      href={enquiry}
      className={cn(buttonVariants({ variant: featured ? 'primary' : 'secondary', size: 'lg' }), 'mt-8 w-full')}
    >
      <Mail aria-hidden="true" />
      {tier.enquiryLabel ?? `Enquire about ${tier.name}`}
    </a>
  );
}

export function PricingSection({
  section,
  enquiries,
}: {
  section: SectionOf<'pricingSection'>;
  enquiries: EnquiryLinks;
}) {
  return (
    <SectionShell section={section} tone="tinted">
      <ul
        className={cn(
          'mx-auto mt-14 grid items-stretch gap-6',
          section.tiers.length >= 3 ? 'max-w-none lg:grid-cols-3' : 'max-w-4xl md:grid-cols-2',
          section.tiers.length === 4 && 'md:grid-cols-2 xl:grid-cols-4',
        )}
      >
        {section.tiers.map((tier) => {
          const featured = Boolean(tier.badge);
          return (
            <li
              key={tier._id}
              className={cn(
                'relative flex flex-col rounded-card bg-white p-8 shadow-card',
                featured ? 'ring-2 ring-brand-600 lg:-my-3 lg:py-11 lg:shadow-lift' : 'border border-ink-100',
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
              <h3 className="text-xl font-bold">{tier.name}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{tier.description}</p>
              <TierPrice tier={tier} />
              <ul className="mt-8 space-y-3 border-t border-ink-100 pt-8 text-ink-700">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                <TierAction tier={tier} enquiry={enquiries[tier._id]} />
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
