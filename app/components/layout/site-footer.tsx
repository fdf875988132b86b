import { Link } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { isExternalHref } from '~/lib/nav-links';
import { Container } from '~/components/ui/container';
import type { NavLink, SiteSettings } from '~/content/schemas/site-settings';
import { telHref } from '~/lib/tel';
import { LogoMark } from './logo';
import { SocialLinks } from './social-links';

function FooterLink({ link, className }: { link: NavLink; className: string }) {
  return isExternalHref(link.href) ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

export function SiteFooter({ settings, year }: { settings: SiteSettings; year: number }) {
  const { navigation } = settings;
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
          {/* Only the profiles that exist: the footer has the Instagram link (docs/specification.md section 2). */}
          <SocialLinks links={settings.socialLinks.filter((link) => link.url)} tone="dark" className="gap-3" />
        </div>
        <nav aria-labelledby={navigation.footerQuickLinksTitle ? 'footer-quick-links' : undefined}>
          {navigation.footerQuickLinksTitle ? (
            <h2 id="footer-quick-links" className="text-sm font-bold tracking-wider text-white uppercase">
              {navigation.footerQuickLinksTitle}
            </h2>
          ) : null}
          <ul className="mt-4 space-y-3 text-sm">
            {navigation.footerQuickLinks.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <FooterLink link={link} className="text-ink-300 hover:text-white hover:underline" />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm text-ink-300">
            <li className="flex items-start gap-2.5">
              <SpriteSvg symbol="phone" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={telHref(settings.phone)} className="hover:text-white hover:underline">
                {settings.phone}
              </a>
            </li>
            <li className="flex items-start gap-2.5">
              <SpriteSvg symbol="map-pin" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>{settings.location}</span>
            </li>
            {settings.businessHours.map((entry) => (
              <li key={entry.days} className="flex items-start gap-2.5">
                <SpriteSvg symbol="clock" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
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
              {navigation.footerLinks.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <FooterLink link={link} className="hover:text-white hover:underline" />
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
