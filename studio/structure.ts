import { CalendarIcon, CogIcon, DocumentsIcon, TagIcon } from '@sanity/icons';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { BOOKING_AVAILABILITY_ID } from './schema-types/booking-availability-type';
import { FAQ_GROUPS } from './schema-types/faq-type';
import { PRICING_GROUPS } from './schema-types/pricing-tier-type';
import { SITE_SETTINGS_ID } from './schema-types/site-settings-type';
import { WEBSITE_OFFER_ID } from './schema-types/website-offer-type';
import { groupTemplateId } from './templates';

/**
 * A list of one type's documents split by their group; "new" in a group's list creates a
 * document already set to that group (studio/templates.ts).
 */
function groupedList(
  S: StructureBuilder,
  schemaType: 'pricingTier' | 'faq',
  title: string,
  groups: { title: string; value: string }[],
  ordering: { field: string; direction: 'asc' | 'desc' },
) {
  return S.listItem()
    .title(title)
    .child(
      S.list()
        .title(title)
        .items(
          groups.map((group) =>
            S.listItem()
              .title(group.title)
              .id(`${schemaType}-${group.value}`)
              .child(
                S.documentTypeList(schemaType)
                  .title(group.title)
                  .filter('_type == $type && group == $group')
                  .params({ type: schemaType, group: group.value })
                  .defaultOrdering([ordering])
                  .initialValueTemplates([S.initialValueTemplateItem(groupTemplateId(schemaType, group.value))]),
              ),
          ),
        ),
    );
}

// Site settings, the website offer and the booking availability are single documents: editors open them directly
// instead of a list of one.
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .id(SITE_SETTINGS_ID)
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId(SITE_SETTINGS_ID).title('Site settings')),
      S.divider(),
      S.documentTypeListItem('page').title('Pages'),
      S.documentTypeListItem('redirect').title('Redirects'),
      S.documentTypeListItem('productPage').title('Product pages'),
      S.divider(),
      S.documentTypeListItem('service').title('Services'),
      S.listItem()
        .title('Website offer')
        .id(WEBSITE_OFFER_ID)
        .icon(TagIcon)
        .child(S.document().schemaType('websiteOffer').documentId(WEBSITE_OFFER_ID).title('Website offer')),
      groupedList(S, 'pricingTier', 'Pricing', PRICING_GROUPS, { field: 'price', direction: 'asc' }),
      groupedList(S, 'faq', 'FAQs', FAQ_GROUPS, { field: 'question', direction: 'asc' }),
      S.listItem()
        .title('Booking availability')
        .id(BOOKING_AVAILABILITY_ID)
        .icon(CalendarIcon)
        .child(
          S.document()
            .schemaType('bookingAvailability')
            .documentId(BOOKING_AVAILABILITY_ID)
            .title('Booking availability'),
        ),
      S.divider(),
      S.listItem()
        .title('Blog')
        .id('blog')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .title('Blog')
            .items([
              S.listItem()
                .title('Posts')
                .id('posts')
                .schemaType('post')
                .child(
                  S.documentTypeList('post')
                    .title('Posts, newest first')
                    .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
                ),
              S.documentTypeListItem('category').title('Categories'),
            ]),
        ),
      S.documentTypeListItem('caseStudy').title('Case studies'),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('person').title('People'),
      S.divider(),
      S.documentTypeListItem('jobPosition').title('Job positions'),
    ]);
