/** Enhanced submissions (sent by JavaScript) carry this query parameter and want data, not a redirect. */
export const ENHANCED_PARAM = 'enhanced';
