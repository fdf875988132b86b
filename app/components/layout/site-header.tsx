import { NavLink, useLocation } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { isExternalHref } from '~/lib/nav-links';
import type { Navigation, NavLink as NavLinkContent } from '~/content/schemas/site-settings';
import { cn } from '~/lib/cn';
import { Logo } from './logo';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3.5 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-xl px-4 py-3 text-base font-semibold',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-800 hover:bg-ink-50',
  );

/**
 * A menu link from the site settings: a route link that knows whether it is the current page,
 * or a plain anchor for another site. A section's link is current on the pages under it too
 * ("Work" on a case study); only the home link must match exactly, as every path starts with "/".
 */
function MenuLink({ link, className }: { link: NavLinkContent; className: (state: { isActive: boolean }) => string }) {
  if (isExternalHref(link.href)) {
    return (
      <a href={link.href} className={className({ isActive: false })}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink to={link.href} end={link.href === '/'} className={className}>
      {link.label}
    </NavLink>
  );
}

/**
 * The mobile menu is a <details> disclosure, so it opens and closes without JavaScript. With
 * JavaScript it also closes when a link is followed, on Escape (focus goes back to the toggle),
 * when focus leaves it and on a press outside it, so it never lies open over the page while the
 * visitor works behind it.
 */
function MobileMenu({ links, button }: { links: NavLinkContent[]; button?: NavLinkContent }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.preventDefault();
      close();
      toggleRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget is null when focus leaves the document (e.g. to the address bar): keep it open then.
      const next = event.relatedTarget;
      if (next instanceof Node && !details.contains(next)) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const location = useLocation();
  const shownPath = useRef(location.pathname + location.search);
  useEffect(() => {
    // Only a real navigation closes it: a menu opened before the page hydrated stays open.
    const path = location.pathname + location.search;
    if (path === shownPath.current) return;
    shownPath.current = path;
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <details ref={ref} className="group md:hidden">
      <summary
        ref={toggleRef}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'cursor-pointer list-none px-3 [&::-webkit-details-marker]:hidden',
        )}
      >
        <SpriteSvg symbol="menu" aria-hidden="true" className="group-open:hidden" />
        <SpriteSvg symbol="x" aria-hidden="true" className="hidden group-open:block" />
        {/* Below 360 px the logo and the words do not fit on one line: the icon stays, the words
            remain the toggle's name for assistive technology. */}
        <span className="group-open:hidden max-[359px]:sr-only">Open menu</span>
        <span className="hidden group-open:inline max-[359px]:sr-only">Close menu</span>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full border-b border-ink-100 bg-white px-5 pt-2 pb-6 shadow-lift"
      >
        <ul className="space-y-1">
          {links.map((link, index) => (
            <li key={`${index}-${link.href}`}>
              <MenuLink link={link} className={mobileLink} />
            </li>
          ))}
        </ul>
        {button ? (
          <MenuLink
            link={button}
            className={() => cn(buttonVariants({ variant: 'highlight', size: 'lg' }), 'mt-4 w-full')}
          />
        ) : null}
      </nav>
    </details>
  );
}

const NO_NAVIGATION = { headerLinks: [], mobileLinks: [] } satisfies Partial<Navigation>;

/** The top bar; its menus come from the site settings (none while those cannot be read). */
export function SiteHeader({
  companyName,
  navigation = NO_NAVIGATION,
}: {
  companyName: string;
  navigation?: Pick<Navigation, 'headerLinks' | 'headerButton' | 'mobileLinks' | 'mobileButton'>;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="relative flex h-16 items-center justify-between gap-6">
        <Logo companyName={companyName} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">
            {navigation.headerLinks.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <MenuLink link={link} className={desktopLink} />
              </li>
            ))}
          </ul>
          {navigation.headerButton ? (
            <MenuLink
              link={navigation.headerButton}
              className={({ isActive }) =>
                cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'ml-3', isActive && 'bg-brand-800')
              }
            />
          ) : null}
        </nav>
        <MobileMenu links={navigation.mobileLinks} button={navigation.mobileButton} />
      </Container>
    </header>
  );
}
