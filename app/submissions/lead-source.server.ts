import { siteOrigin } from '~/env.server';
import { externalAddress, sitePath, SOURCE_FIELDS, trackingParameters, type LeadSource } from './submission-meta';

/**
 * Where a submission came from (ADR 0018). With JavaScript the visit script posts the first page
 * of the visit, its external referrer and the form's page in hidden fields. Without it those
 * fields are empty, and the form's page is the post's own `Referer` when that is one of our pages.
 * UTM parameters and click ids come from the landing page (the campaign that brought the
 * visitor) or, when it has none, from the form's page. Everything is untrusted text, cleaned and capped.
 */
export function readLeadSource(formData: FormData, request: Request): LeadSource {
  const origin = siteOrigin(request);
  const landingPage = sitePath(formData.get(SOURCE_FIELDS.landingPage), origin);
  const formPage =
    sitePath(formData.get(SOURCE_FIELDS.formPage), origin) ?? sitePath(request.headers.get('referer'), origin);
  const referrer = externalAddress(formData.get(SOURCE_FIELDS.referrer), origin);
  // One campaign, never a mix: the landing page's parameters when it has any.
  const fromLanding = trackingParameters(landingPage);
  const source: LeadSource = Object.keys(fromLanding).length > 0 ? fromLanding : trackingParameters(formPage);
  if (referrer) source.referrer = referrer;
  if (landingPage) source.landingPage = landingPage;
  if (formPage) source.formPage = formPage;
  return source;
}
