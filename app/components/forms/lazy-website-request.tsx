import { lazyPart } from '~/render/lazy-part';

// The website request form sits below the page's hero and sections. Its code (the schema, the
// fields, the form code every form shares) is not in the page's HTML: it is fetched as the page
// hydrates. Until it arrives the server's markup stays as it is and submits as a plain form does
// without JavaScript; then it hydrates in place. A client navigation to the page waits for it (the
// route's clientLoader).
export const websiteRequest = lazyPart(() => import('./website-request-form').then((module) => module.WebsiteRequest));
