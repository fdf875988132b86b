import { checkContrast } from '~/lib/contrast';

/**
 * The documented request and response of the color-contrast endpoint for a pair of sample
 * colors. The numbers come from the site's own contrast logic, so the documentation can
 * never disagree with what the color checker shows for the same colors.
 */
export function contrastApiSample({
  baseUrl,
  endpoint,
  foreground,
  background,
}: {
  baseUrl: string;
  endpoint: string;
  foreground: string;
  background: string;
}) {
  const check = checkContrast(foreground, background);
  if (!check) return null;
  const requestBody = { foreground, background };
  const response = {
    foreground,
    background,
    contrast_ratio: check.ratio,
    wcag_aa_normal: check.aaNormal,
    wcag_aa_large: check.aaLarge,
    wcag_aaa_normal: check.aaaNormal,
    wcag_aaa_large: check.aaaLarge,
  };
  const url = `${baseUrl.replace(/\/+$/, '')}${endpoint}`;
  const request = [
    `curl -X POST ${url} \\`,
    '  -H "Authorization: Bearer YOUR_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '${JSON.stringify(requestBody)}'`,
  ].join('\n');
  return { request, response, responseText: JSON.stringify(response, null, 2) };
}
