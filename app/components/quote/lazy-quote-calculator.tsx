import { lazyPart } from '~/render/lazy-part';

// The calculator's code (its form, the schema it validates with, the result view) is not in the
// quote page's HTML: it is fetched as the page hydrates. Until it arrives the server's form stays as
// it is and posts as it does without JavaScript (the route's action prices it); then it hydrates in
// place. A client navigation to a quote page waits for it (quoteClientLoader).
export const quoteCalculator = lazyPart(() =>
  import('./quote-calculator').then((module) => module.QuoteCalculatorForm),
);
