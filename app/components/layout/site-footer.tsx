import { Link } from '@remix-run/react';
import { Clock, MapPin, Phone } from 'lucide-react';
import { Container } from '~/components/ui/container';
import type { SiteSettings } from '~/content/schemas';
import { telHref } from '~/lib/tel';
import { LogoMark } from './logo';
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS } from './navigation';
import { SocialLinks } from './social-links';

export function SiteFooter({ settings, year }: { settings: SiteSettings; year: number }) {
  return (
    <footer className="bg-ink-950 text-ink-200">
      <Container className="grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="space-y-5">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark className="size-9" />
            <span className="font-display text-lg font-extrabold tracking-tight text-white">
              {settings.companyName}
            </span>
          </Link>
          <p className="max-w-md text-sm leading-relaxed text-ink-300">{settings.footerBlurb}</p>
          {/* Only the profiles that exist: the footer has the Instagram link (SPEC.md section 2). */}
          <SocialLinks links={settings.socialLinks.filter((link) => link.url)} tone="dark" className="gap-3" />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold tracking-wider text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-ink-300 hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm text-ink-300">
            <li className="flex items-start gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={telHref(settings.phone)} className="hover:text-white hover:underline">
                {settings.phone}
              </a>
            </li>
            <li className="flex items-start gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>{settings.location}</span>
            </li>
            {settings.businessHours.map((entry) => (
              <li key={entry.days} className="flex items-start gap-2.5">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                <span>
                  {entry.days}: {entry.hours}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {settings.companyName}. All rights reserved.
          </p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {FOOTER_LEGAL_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
