// The properties search engines require before they show a type as a rich result (Google's
// structured-data documentation for each type), checked on whatever a page publishes.

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
        need(node, ['title', 'description', 'datePosted', 'hiringOrganization'], problems, where);
        if (typeof node.datePosted === 'string' && Number.isNaN(Date.parse(node.datePosted))) {
          problems.push(`${where}: datePosted is not a date`);
        }
        const remote = node.jobLocationType === 'TELECOMMUTE';
        if (!remote) need(node, ['jobLocation'], problems, where);
        if (remote) need(node, ['applicantLocationRequirements'], problems, where);
        for (const place of asList(node.jobLocation)) {
          if (isObject(place) && isObject(place.address))
            need(place.address, ['addressCountry'], problems, `${where} address`);
          else problems.push(`${where}: jobLocation without an address`);
        }
        if (isObject(node.hiringOrganization))
          need(node.hiringOrganization, ['name'], problems, `${where} organisation`);
        break;
      }
      case 'OfferCatalog':
        need(node, ['name', 'itemListElement'], problems, where);
        for (const offer of asList(node.itemListElement)) {
          if (isObject(offer)) need(offer, ['name', 'price', 'priceCurrency'], problems, `${where} offer`);
        }
        break;
      case 'SoftwareApplication':
        need(node, ['name', 'applicationCategory', 'operatingSystem'], problems, where);
        break;
      default:
        break;
    }
  }
  return problems;
}

/** The nodes of a JSON-LD document: its @graph, or the document itself. */
export function graphNodes(document: unknown): Json[] {
  if (!isObject(document)) return [];
  return asList(document['@graph'] ?? document).filter(isObject);
}
