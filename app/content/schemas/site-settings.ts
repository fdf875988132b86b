import { z } from 'zod';
import { NAV_HREF_PATTERN } from '~/lib/nav-links';
import { resultSchema } from '../result-schema';
import type { SITE_SETTINGS_QUERYResult } from '../sanity.types';
import {
  type ItemOf,
  nullishList,
  nullishToUndefined,
  optionalImage,
  optionalShareImage,
  requiredText,
  withDefault,
  listOfValid,
} from './shared';

// The site settings (a single document): the studio's name and ways to reach it, the menus.

type SettingsResult = NonNullable<SITE_SETTINGS_QUERYResult>;
type NavigationResult = NonNullable<SettingsResult['navigation']>;

type NavLinkResult = ItemOf<NavigationResult['headerLinks']>;
const navLinkSchema = resultSchema<NavLinkResult>()({ label: requiredText, href: z.string().regex(NAV_HREF_PATTERN) });
export type NavLink = z.infer<typeof navLinkSchema>;

// A menu with a broken link loses that link, not the whole site's settings.
const navLinks = listOfValid(navLinkSchema);
const optionalNavLink = navLinkSchema.optional().catch(undefined);

/** The menus of the site: header, mobile menu and footer. */
const navigationSchema = resultSchema<NavigationResult>()({
  headerLinks: navLinks,
  headerButton: optionalNavLink,
  mobileLinks: navLinks,
  mobileButton: optionalNavLink,
  footerQuickLinksTitle: withDefault(z.string(), ''),
  footerQuickLinks: navLinks,
  footerLinks: navLinks,
});
export type Navigation = z.infer<typeof navigationSchema>;

type SocialLinkResult = ItemOf<SettingsResult['socialLinks']>;
type BusinessHoursResult = ItemOf<SettingsResult['businessHours']>;

export const siteSettingsSchema = resultSchema<SettingsResult>()({
  companyName: requiredText,
  footerBlurb: requiredText,
  enquiryEmail: z.email(),
  phone: requiredText,
  location: requiredText,
  businessHours: withDefault(z.array(resultSchema<BusinessHoursResult>()({ days: z.string(), hours: z.string() })), []),
  socialLinks: nullishList(
    resultSchema<SocialLinkResult>()({
      platform: z.string(),
      // No address: the network is shown as a placeholder, not a link (docs/specification.md section 2).
      url: nullishToUndefined(z.url()),
    }),
  ),
  seo: resultSchema<NonNullable<SettingsResult['seo']>>()({ title: z.string(), description: z.string() }),
  socialImage: optionalShareImage,
  logoUrl: z.url().optional().catch(undefined),
  areaMap: optionalImage,
  // Settings saved before the menus were content have none: the site then shows no menu links.
  navigation: navigationSchema.nullish().transform((value) => value ?? navigationSchema.parse({})),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
