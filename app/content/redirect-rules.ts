// The rules a redirect document must keep, shared by the Studio's validation and the site, so a
// redirect the Studio accepts is one the site can answer without a loop or a chain.
// Relative imports only: the Studio build reads this file too.
import { codedRouteFor, ROUTES_FOLLOWING_REDIRECTS } from './coded-routes';

export interface RedirectRule {
  _id?: string;
  from: string;
  to: string;
}

/** A site path to redirect from: starts with "/", no query, hash, spaces or trailing "/". */
const REDIRECT_FROM_PATTERN = /^\/(?:[^\s?#/]+\/)*[^\s?#/]+$/;

/** A site path (query and hash allowed) or a full http(s) address. */
const REDIRECT_TO_PATTERN = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

/** The path part of a redirect target on this site ("/new?x=1#top" → "/new"); undefined for another site. */
export function sitePathOf(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  const path = to.split(/[?#]/)[0] ?? to;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** What is wrong with a redirect's source path on its own, or undefined. */
export function redirectFromProblem(from: string): string | undefined {
  if (!REDIRECT_FROM_PATTERN.test(from)) {
    return 'Start with "/" and leave out the domain, query, "#" and any trailing "/" (for example /old-page).';
  }
  // Addresses with capitals answer 301 to their lower-case form before redirects are looked up.
  if (from !== from.toLowerCase())
    return `Use lower-case letters (${from.toLowerCase()}): visitors' addresses are lower-cased first.`;
  const route = codedRouteFor(from);
  if (route && !ROUTES_FOLLOWING_REDIRECTS.has(route))
    return `${from} is answered by a page written in code (${route}), so a redirect from it would never run.`;
  return undefined;
}

/** What is wrong with a redirect's target on its own, or undefined. */
export function redirectToProblem(to: string): string | undefined {
  if (!REDIRECT_TO_PATTERN.test(to)) return 'Use a path on this site such as /contact, or a full https:// address.';
  return undefined;
}

/**
 * Problems of a redirect among the others and the routed documents: a loop onto itself, a second
 * redirect from the same path, a chain (its target is redirected again, or another redirect
 * lands on its source), or a source a document already lives at (`documentPaths`: each address a
 * document answers, with what the editor calls that document, "page" or "job position").
 */
export function redirectProblems(
  redirect: RedirectRule,
  others: RedirectRule[],
  documentPaths: ReadonlyMap<string, string>,
): { field: 'from' | 'to'; message: string }[] {
  const problems: { field: 'from' | 'to'; message: string }[] = [];
  const target = sitePathOf(redirect.to);
  const rest = others.filter((other) => other._id === undefined || other._id !== redirect._id);
  if (target === redirect.from) {
    problems.push({ field: 'to', message: 'A redirect cannot point at its own address.' });
  }
  if (rest.some((other) => other.from === redirect.from)) {
    problems.push({ field: 'from', message: `Another redirect already starts from ${redirect.from}.` });
  }
  const resident = documentPaths.get(redirect.from);
  if (resident) {
    problems.push({
      field: 'from',
      message: `A ${resident} lives at ${redirect.from}; a redirect from it would hide the ${resident}. Change the ${resident}'s slug first.`,
    });
  }
  const onward = target === undefined ? undefined : rest.find((other) => other.from === target);
  if (onward) {
    problems.push({
      field: 'to',
      message:
        sitePathOf(onward.to) === redirect.from
          ? `${target} redirects back to ${redirect.from}: the two would loop.`
          : `${target} is itself redirected to ${onward.to}: point straight at ${onward.to}.`,
    });
  }
  const incoming = rest.find((other) => sitePathOf(other.to) === redirect.from);
  if (incoming && incoming.from !== target) {
    problems.push({
      field: 'from',
      message: `${incoming.from} already redirects to ${redirect.from}: change that redirect to point at the new target instead of chaining.`,
    });
  }
  return problems;
}
