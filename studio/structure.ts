import { CogIcon } from '@sanity/icons';
import type { StructureResolver } from 'sanity/structure';
import { SITE_SETTINGS_ID } from './schema-types/site-settings-type';
import { PRICING_GROUPS } from './schema-types/pricing-tier-type';

// Site settings is a single document: editors open it directly instead of a list of one.
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
        .title('Pricing')
        .child(
          S.list()
            .title('Pricing')
            .items(
              PRICING_GROUPS.map((group) =>
                S.listItem()
                  .title(group.title)
                  .id(`pricing-${group.value}`)
                  .child(
                    S.documentTypeList('pricingTier')
                      .title(group.title)
                      .filter('_type == "pricingTier" && group == $group')
                      .params({ group: group.value })
                      .defaultOrdering([{ field: 'order', direction: 'asc' }])
                      .initialValueTemplates([]),
                  ),
              ),
            ),
        ),
      S.documentTypeListItem('faq').title('FAQs'),
      S.divider(),
      S.documentTypeListItem('jobPosition').title('Job positions'),
    ]);
