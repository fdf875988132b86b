// The properties search engines require before they show a type as a rich result (Google's
// structured-data documentation for each type, as of November 2026), checked on whatever a page
// publishes. `structuredDataProblems` lists what is missing or wrong (required properties, and the
// recommended ones this site commits to: a job's validThrough, a unit on a periodic price);
// `richResultGaps` lists what keeps a valid node from a rich result (a product with no price or
// reviews on its page).

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function need(node: Json, keys: string[], problems: string[], where: string) {
  for (const key of keys) if (!present(node[key])) problems.push(`${where}: missing ${key}`);
}

export function typesOf(node: Json): string[] {
  return asList(node['@type']).filter((type): type is string => typeof type === 'string');
}

/** Every problem with one node of a graph; empty when it meets the rules for its type. */
export function structuredDataProblems(node: Json): string[] {
  const problems: string[] = [];
  for (const type of typesOf(node)) {
    const where = `${type}${typeof node.name === 'string' ? ` "${node.name}"` : typeof node.title === 'string' ? ` "${node.title}"` : ''}`;
    switch (type) {
      case 'Organization':
      case 'ProfessionalService':
        need(node, ['name', 'url', 'logo'], problems, where);
        if (type === 'ProfessionalService') {
          need(node, ['address', 'telephone', 'openingHoursSpecification'], problems, where);
          for (const spec of asList(node.openingHoursSpecification)) {
            if (!isObject(spec)) problems.push(`${where}: opening hours not an object`);
            else need(spec, ['dayOfWeek', 'opens', 'closes'], problems, `${where} opening hours`);
          }
        }
        break;
      case 'WebSite':
        need(node, ['name', 'url'], problems, where);
        break;
      case 'BreadcrumbList': {
        const items = asList(node.itemListElement);
        if (items.length < 2) problems.push(`${where}: fewer than two crumbs`);
        items.forEach((item, index) => {
          if (!isObject(item)) return problems.push(`${where}: crumb ${index + 1} not an object`);
          need(item, ['name', 'item'], problems, `${where} crumb ${index + 1}`);
          if (item.position !== index + 1)
            problems.push(`${where}: crumb ${index + 1} has position ${String(item.position)}`);
        });
        break;
      }
      case 'FAQPage': {
        const questions = asList(node.mainEntity);
        if (questions.length === 0) problems.push(`${where}: no questions`);
        for (const question of questions) {
          if (!isObject(question)) continue;
          need(question, ['name', 'acceptedAnswer'], problems, `${where} question`);
          if (isObject(question.acceptedAnswer)) need(question.acceptedAnswer, ['text'], problems, `${where} answer`);
        }
        break;
      }
      case 'JobPosting': {
        need(node, ['title', 'description', 'datePosted', 'hiringOrganization', 'validThrough'], problems, where);
        if (typeof node.datePosted === 'string' && Number.isNaN(Date.parse(node.datePosted))) {
          problems.push(`${where}: datePosted is not a date`);
        }
        if (typeof node.validThrough === 'string') {
          const until = Date.parse(node.validThrough);
          if (Number.isNaN(until)) problems.push(`${where}: validThrough is not a date`);
          else if (typeof node.datePosted === 'string' && until < Date.parse(node.datePosted))
            problems.push(`${where}: validThrough is before datePosted`);
        }
        if (node.baseSalary !== undefined) salaryProblems(node.baseSalary, problems, `${where} baseSalary`);
        const remote = node.jobLocationType === 'TELECOMMUTE';
        if (!remote) need(node, ['jobLocation'], problems, where);
        if (remote) need(node, ['applicantLocationRequirements'], problems, where);
        for (const place of asList(node.jobLocation)) {
          if (isObject(place) && isObject(place.address))
            need(place.address, ['addressCountry'], problems, `${where} address`);
          else problems.push(`${where}: jobLocation without an address`);
        }
        if (isObject(node.hiringOrganization))
          need(node.hiringOrganization, ['name'], problems, `${where} organization`);
        break;
      }
      case 'Article':
      case 'BlogPosting': {
        need(node, ['headline', 'datePublished', 'author', 'image', 'publisher'], problems, where);
        for (const key of ['datePublished', 'dateModified']) {
          const value = node[key];
          if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value))
            problems.push(`${where}: ${key} is not a full date and time`);
        }
        for (const author of asList(node.author)) {
          if (!isObject(author) || !typesOf(author).includes('Person'))
            problems.push(`${where}: an author is not a Person`);
          else need(author, ['name'], problems, `${where} author`);
        }
        if (isObject(node.publisher)) need(node.publisher, ['name', 'logo'], problems, `${where} publisher`);
        break;
      }
      case 'OfferCatalog':
        need(node, ['name', 'itemListElement'], problems, where);
        for (const offer of asList(node.itemListElement)) offerProblems(offer, problems, `${where} offer`);
        break;
      case 'SoftwareApplication':
        need(node, ['name', 'applicationCategory', 'operatingSystem'], problems, where);
        for (const offer of asList(node.offers)) offerProblems(offer, problems, `${where} offer`);
        break;
      default:
        break;
    }
  }
  return problems;
}

const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/** A JobPosting's baseSalary: a MonetaryAmount with a currency and a per-period value or range. */
function salaryProblems(salary: unknown, problems: string[], where: string) {
  if (!isObject(salary) || !typesOf(salary).includes('MonetaryAmount'))
    return problems.push(`${where}: not a MonetaryAmount`);
  need(salary, ['currency', 'value'], problems, where);
  const value = salary.value;
  if (!isObject(value)) return problems.push(`${where}: value is not a QuantitativeValue`);
  if (typeof value.value !== 'number' && typeof value.minValue !== 'number')
    problems.push(`${where}: neither value nor minValue`);
  if (typeof value.unitText !== 'string' || !SALARY_UNITS.includes(value.unitText))
    problems.push(`${where}: unitText is not one of ${SALARY_UNITS.join(', ')}`);
}

/**
 * An Offer needs a price and its currency. A price for a period or a unit ("$29 /month") carries a
 * UnitPriceSpecification naming that unit, with the same price, so it is not read as a one-time one.
 */
function offerProblems(offer: unknown, problems: string[], where: string) {
  if (!isObject(offer)) return problems.push(`${where}: not an object`);
  need(offer, ['name', 'price', 'priceCurrency'], problems, where);
  if (offer.priceSpecification === undefined) return;
  for (const spec of asList(offer.priceSpecification)) {
    if (!isObject(spec) || !typesOf(spec).includes('UnitPriceSpecification')) {
      problems.push(`${where}: priceSpecification is not a UnitPriceSpecification`);
      continue;
    }
    need(spec, ['price', 'priceCurrency'], problems, `${where} unit price`);
    if (spec.price !== offer.price) problems.push(`${where}: unit price differs from the offer's price`);
    if (!present(spec.unitCode) && !present(spec.referenceQuantity))
      problems.push(`${where}: unit price names no unit (unitCode or referenceQuantity)`);
  }
}

/** The units a page's offers are priced per, as UN/CEFACT codes or text ("MON", "mobile app"). */
export function offerUnits(node: Json): string[] {
  const offersOf = typesOf(node).includes('OfferCatalog') ? node.itemListElement : node.offers;
  return asList(offersOf).flatMap((offer) => {
    if (!isObject(offer)) return [];
    const spec = asList(offer.priceSpecification).find(isObject);
    if (!spec) return ['one-time'];
    return [typeof spec.unitCode === 'string' ? spec.unitCode : String(spec.unitText)];
  });
}

/** What keeps a valid node from a rich result: Google shows a software app only with a price and reviews. */
export function richResultGaps(node: Json): string[] {
  const gaps: string[] = [];
  if (typesOf(node).includes('SoftwareApplication')) {
    if (!present(node.offers)) gaps.push('SoftwareApplication: no offers');
    if (!present(node.aggregateRating) && !present(node.review)) gaps.push('SoftwareApplication: no rating or review');
  }
  return gaps;
}

/** The nodes of a JSON-LD document: its @graph, or the document itself. */
export function graphNodes(document: unknown): Json[] {
  if (!isObject(document)) return [];
  return asList(document['@graph'] ?? document).filter(isObject);
}
