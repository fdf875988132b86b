export interface NavItem {
  label: string;
  to: string;
}

// Navigation is structure, not marketing copy, so it lives in code beside the routes it names.
export const DESKTOP_NAV: NavItem[] = [
  { label: 'Work', to: '/7dayapp' },
  { label: 'Services', to: '/services' },
  { label: 'Blog', to: '/automation' },
  { label: 'About', to: '/about' },
];

export const DESKTOP_CTA: NavItem = { label: 'Contact', to: '/contact' };

export const MOBILE_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Website Specials', to: '/website-specials' },
  { label: 'Development', to: '/7dayapp' },
  { label: 'Automation', to: '/automation' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const MOBILE_CTA: NavItem = { label: 'Book Discovery Call', to: '/book-call' };

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_LEGAL_LINKS: NavItem[] = [
  { label: 'Services', to: '/services' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Careers', to: '/careers' },
];
