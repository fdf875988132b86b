import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { Clock, Mail, MapPin, Phone, Share2 } from '~/components/ui/icons/icons';
import type { ComponentType, ReactNode } from 'react';
import { SocialLinks } from '~/components/layout/social-links';
import { SiteImage } from '~/components/ui/site-image';
import type { SiteImage as SiteImageContent } from '~/content/schemas/shared';
import type { SiteSettings } from '~/content/schemas/site-settings';
import { telHref } from '~/lib/tel';
import { Card } from '~/components/ui/card';

function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" className="flex gap-4 p-5">
      <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0">
        <h3 className="text-base font-bold">{title}</h3>
        <div className="mt-1 text-ink-700">{children}</div>
      </div>
    </Card>
  );
}

/** Phone, e-mail, location, hours and social links, all from the site settings. */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const weekdays = settings.businessHours[0];
  return (
    <ul className="space-y-4">
      <DetailCard icon={Phone} title="Phone">
        <a href={telHref(settings.phone)} className="font-semibold text-brand-700 hover:underline">
          {settings.phone}
        </a>
        {weekdays ? (
          <p className="text-sm text-ink-600">
            {weekdays.days}, {weekdays.hours}
          </p>
        ) : null}
      </DetailCard>
      <DetailCard icon={Mail} title="Email">
        <a href={`mailto:${settings.enquiryEmail}`} className="font-semibold break-all text-brand-700 hover:underline">
          {settings.enquiryEmail}
        </a>
        <p className="text-sm text-ink-600">We answer within 24 hours.</p>
      </DetailCard>
      <DetailCard icon={MapPin} title="Location">
        <p>{settings.location}</p>
        <p className="text-sm text-ink-600">Serving clients nationwide.</p>
      </DetailCard>
      <DetailCard icon={Clock} title="Business hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {settings.businessHours.map((entry) => (
            <div key={entry.days} className="contents">
              <dt className="text-ink-600">{entry.days}</dt>
              <dd className="font-semibold">{entry.hours}</dd>
            </div>
          ))}
        </dl>
      </DetailCard>
      {settings.socialLinks.length > 0 ? (
        <DetailCard icon={Share2} title="Follow us">
          <SocialLinks links={settings.socialLinks} tone="light" className="mt-1" />
        </DetailCard>
      ) : null}
    </ul>
  );
}

const MAP_SERVICE = 'https://www.google.com/maps';

/**
 * A map of the area. The embedded frame loads lazily from the map service; under it lies the
 * drawn map of the region from site settings, so a frame that cannot load (offline, blocked)
 * never leaves an empty box, and beside it a card that opens the full map.
 */
export function AreaMap({ location, picture }: { location: string; picture?: SiteImageContent }) {
  const query = encodeURIComponent(location);
  const src = `${MAP_SERVICE}?q=${query}&z=9&output=embed`;
  const open = `${MAP_SERVICE}/search/?api=1&query=${query}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card className="relative overflow-hidden bg-brand-50">
        {picture ? (
          <SiteImage
            image={picture}
            sizes="(min-width: 1024px) 46rem, calc(100vw - 2.5rem)"
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <iframe
          title={`Map of ${location}`}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="relative block aspect-[4/3] w-full sm:aspect-[16/7]"
        />
      </Card>
      <Card className="flex flex-col overflow-hidden">
        <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-600 text-white shadow-card">
            <SpriteSvg symbol="map-pin" aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-2 font-display text-xl font-bold text-ink-950">{location}</p>
          <p className="text-sm text-ink-600">Studio visits by appointment; most meetings happen on video.</p>
          <a
            href={open}
            rel="noopener noreferrer"
            className="mt-auto inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            Open the map of {location}
            <SpriteSvg symbol="external-link" aria-hidden="true" className="size-4" />
          </a>
        </div>
      </Card>
    </div>
  );
}
