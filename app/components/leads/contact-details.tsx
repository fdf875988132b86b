import { Clock, Mail, MapPin, Phone, Share2 } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { SocialLinks } from '~/components/layout/social-links';
import type { SiteSettings } from '~/content/schemas';
import { telHref } from '~/lib/tel';

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
    <li className="flex gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card">
      <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0">
        <h3 className="text-base font-bold">{title}</h3>
        <div className="mt-1 text-ink-700">{children}</div>
      </div>
    </li>
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

/** A map of the area, loaded only when it scrolls into view. */
export function AreaMap({ location }: { location: string }) {
  const src = `https://www.google.com/maps?q=${encodeURIComponent(location)}&z=9&output=embed`;
  return (
    <div className="overflow-hidden rounded-card border border-ink-100 bg-ink-50 shadow-card">
      <iframe
        title={`Map of ${location}`}
        src={src}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block aspect-[4/3] w-full sm:aspect-[16/7]"
      />
    </div>
  );
}
