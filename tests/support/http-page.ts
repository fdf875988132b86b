import { CookieJar, JSDOM } from 'jsdom';

// A visitor without JavaScript, over HTTP: pages are fetched and parsed (jsdom, scripts off, so
// <noscript> holds markup as in a browser without JavaScript), forms are filled and sent as a
// browser sends them, redirects are followed as a browser follows them. The finders below are
// the few Playwright locators the tests use (role, label, text), read from the markup alone:
// what a stylesheet does is the browser's to show, so those facts stay in Playwright.

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
/** What Chromium asks for when it loads a picture; the server may choose the format by it. */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * A connection per request. A test parsing a page can hold its event loop past the server's
 * keep-alive timeout; a pooled socket the server closed meanwhile would then fail the next request.
 */
const FRESH_CONNECTION = { connection: 'close' };

export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

interface Navigation {
  method: 'GET' | 'POST';
  body?: URLSearchParams | FormData;
  /** The page that asked for it, for the Referer, Origin and Sec-Fetch-Site headers. */
  from?: HttpPage;
}

/** One visitor: a cookie jar shared by its pages, as one browser context has. */
export class Visitor {
  readonly cookies = new CookieJar();

  constructor(readonly base: string) {}

  /** Opens an address as typed into the address bar (no Referer). */
  goto(address: string | URL): Promise<HttpPage> {
    return this.navigate(new URL(address, this.base), { method: 'GET' });
  }

  /** A request that is no navigation (a picture, a feed), with the visitor's cookies; redirects are not followed. */
  async fetch(address: string | URL, init: { headers?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(address, this.base);
    const headers = new Headers({ ...FRESH_CONNECTION, ...init.headers });
    const cookie = await this.cookies.getCookieString(cookieUrl(url));
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(withoutFragment(url), { headers, redirect: 'manual' });
    await this.keepCookies(response, url);
    return response;
  }

  async navigate(start: URL, navigation: Navigation): Promise<HttpPage> {
    let url = start;
    let { method, body } = navigation;
    const referrer = navigation.from?.referrerFor(start);
    const redirects: { status: number; url: string }[] = [];
    for (;;) {
      const headers = new Headers({
        ...FRESH_CONNECTION,
        accept: HTML_ACCEPT,
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      });
      headers.set('sec-fetch-site', navigation.from ? fetchSite(navigation.from.url, url) : 'none');
      if (referrer) headers.set('referer', referrer);
      // Browsers send Origin with every POST, and with none of their GET navigations.
      if (method === 'POST') headers.set('origin', navigation.from ? navigation.from.url.origin : 'null');
      if (body instanceof URLSearchParams) headers.set('content-type', 'application/x-www-form-urlencoded');
      const cookie = await this.cookies.getCookieString(cookieUrl(url));
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(withoutFragment(url), { method, headers, body, redirect: 'manual' });
      await this.keepCookies(response, url);
      const location = response.headers.get('location');
      if ([301, 302, 303, 307, 308].includes(response.status) && location) {
        if (redirects.length === 20) throw new Error(`more than 20 redirects from ${start.href}`);
        redirects.push({ status: response.status, url: url.href });
        await response.body?.cancel();
        const next = new URL(location, url);
        // A Location without a fragment keeps the one asked for (the Fetch standard).
        if (!next.hash) next.hash = url.hash;
        url = next;
        // 303 turns every method into GET; 301 and 302 turn POST into GET, as browsers do.
        if (response.status === 303 || (method === 'POST' && response.status < 303)) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      return new HttpPage(this, url, response, await response.text(), redirects);
    }
  }

  private async keepCookies(response: Response, url: URL) {
    for (const cookie of response.headers.getSetCookie())
      await this.cookies.setCookie(cookie, cookieUrl(url), { ignoreError: true });
  }
}

/**
 * The address the cookie jar files a request under. Chromium counts loopback hosts as secure, so
 * it keeps and sends Secure cookies over http://127.0.0.1 as over https; the jar does not.
 */
function cookieUrl(url: URL): string {
  const copy = new URL(url);
  if (copy.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(copy.hostname))
    copy.protocol = 'https:';
  return copy.href;
}

function withoutFragment(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

function fetchSite(from: URL, to: URL): string {
  if (from.origin === to.origin) return 'same-origin';
  return from.hostname === to.hostname ? 'same-site' : 'cross-site';
}

/** An answered navigation: status, headers, final address (with its fragment) and the parsed page. */
export class HttpPage {
  readonly status: number;
  readonly headers: Headers;
  readonly url: URL;
  private parsed: Document | undefined;
  /** The file inputs' chosen files; jsdom cannot set a file input's FileList. */
  private readonly files = new WeakMap<Element, File[]>();

  constructor(
    readonly visitor: Visitor,
    url: URL,
    response: Response,
    readonly html: string,
    /** Every redirect on the way here, in order. */
    readonly redirects: { status: number; url: string }[],
  ) {
    this.status = response.status;
    this.headers = response.headers;
    this.url = url;
  }

  /** The status of the first answer: the form's POST itself when it was answered with a redirect. */
  get firstStatus(): number {
    return this.redirects[0]?.status ?? this.status;
  }

  /** The page as parsed markup; parsed when first asked for, as most answers are only checked for status. */
  get document(): Document {
    const html = (this.headers.get('content-type') ?? '').includes('html') ? this.html : '';
    this.parsed ??= new JSDOM(html, { url: this.url.href }).window.document;
    return this.parsed;
  }

  /** The Referer a navigation from this page sends, under the page's Referrer-Policy. */
  referrerFor(target: URL): string | undefined {
    const policy = (this.headers.get('referrer-policy') ?? '').split(',').at(-1)?.trim() ?? '';
    if (policy === 'no-referrer') return undefined;
    if (policy === 'origin' || policy === 'strict-origin' || target.origin !== this.url.origin)
      return `${this.url.origin}/`;
    return withoutFragment(this.url);
  }

  /** The one form control labelled `label` (see getByLabel), or the element itself. */
  control(label: Matcher | Element): Element {
    return typeof label === 'string' || label instanceof RegExp
      ? only(getByLabel(this.document, label), `field labelled ${String(label)}`)
      : label;
  }

  fill(label: Matcher | Element, value: string) {
    const control = this.control(label);
    if (!isTextControl(control)) throw new Error(`${describe(control)} takes no typed text`);
    control.value = value;
  }

  /** Checks a checkbox or radio button (unchecking the radio buttons of its group). */
  check(label: Matcher | Element, checked = true) {
    const control = this.control(label);
    if (!isInput(control) || (control.type !== 'checkbox' && control.type !== 'radio'))
      throw new Error(`${describe(control)} is no checkbox or radio button`);
    control.checked = checked;
  }

  /** Selects the option whose value or text is `option`, as Playwright's selectOption does. */
  select(label: Matcher | Element, option: string) {
    const control = this.control(label);
    if (!isSelect(control)) throw new Error(`${describe(control)} is no select`);
    const found = [...control.options].find((candidate) => candidate.value === option || text(candidate) === option);
    if (!found) throw new Error(`${describe(control)} has no option ${option}`);
    found.selected = true;
  }

  setFiles(label: Matcher | Element, uploads: Upload[]) {
    const control = this.control(label);
    if (!isInput(control) || control.type !== 'file') throw new Error(`${describe(control)} is no file input`);
    this.files.set(
      control,
      uploads.map(({ name, mimeType, buffer }) => new File([new Uint8Array(buffer)], name, { type: mimeType })),
    );
  }

  /** Follows a link or presses a submit button, as a click without JavaScript does. */
  async click(target: Element): Promise<HttpPage> {
    if (isLink(target)) {
      const href = target.getAttribute('href') ?? '';
      return this.visitor.navigate(new URL(href, this.url), { method: 'GET', from: this });
    }
    return this.submit(target);
  }

  /**
   * Sends the form of `submitter` as the browser would: its action and method (the button's own
   * formaction and formmethod first), its enctype, every successful control in tree order and the
   * button's name and value. Refuses, as the browser does, when a field fails its constraints.
   */
  async submit(submitter: Element): Promise<HttpPage> {
    if (!isSubmitButton(submitter)) throw new Error(`${describe(submitter)} does not submit a form`);
    const form = submitter.form;
    if (!form) throw new Error(`${describe(submitter)} belongs to no form`);
    const invalid = form.noValidate || submitter.formNoValidate ? [] : this.invalidControls(form);
    if (invalid.length > 0) {
      throw new Error(
        `the browser would not send this form: ${invalid
          .map((element) => `${describe(element)}: ${element.validationMessage || 'invalid'}`)
          .join('; ')}`,
      );
    }
    const entries = this.entries(form, submitter);
    const action = new URL(submitter.getAttribute('formaction') ?? form.getAttribute('action') ?? '', this.url);
    const method = (submitter.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
    if (method === 'get') {
      const query = new URLSearchParams();
      for (const [name, value] of entries) query.append(name, typeof value === 'string' ? value : value.name);
      action.search = query.toString();
      return this.visitor.navigate(action, { method: 'GET', from: this });
    }
    const enctype = (submitter.getAttribute('formenctype') ?? form.getAttribute('enctype') ?? '').toLowerCase();
    let body: URLSearchParams | FormData;
    if (enctype === 'multipart/form-data') {
      body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
    } else {
      body = new URLSearchParams();
      for (const [name, value] of entries) body.append(name, typeof value === 'string' ? value : value.name);
    }
    return this.visitor.navigate(action, { method: 'POST', body, from: this });
  }

  /** The controls that fail their constraints (required, type, pattern, ...), as the browser checks them on submit. */
  private invalidControls(form: HTMLFormElement): HTMLInputElement[] {
    return [...form.elements].filter((element): element is HTMLInputElement => {
      const control = element as HTMLInputElement;
      if (!control.willValidate || control.validity.valid) return false;
      // A chosen file fills a required file input; jsdom only knows files set through its FileList.
      const chosen = (this.files.get(control)?.length ?? 0) > 0;
      return !(chosen && control.validity.valueMissing && !control.validity.customError);
    });
  }

  /** The form's entry list (the HTML standard's "constructing the entry list"). */
  private entries(form: HTMLFormElement, submitter: Element): [string, string | File][] {
    const entries: [string, string | File][] = [];
    for (const element of form.elements) {
      const name = element.getAttribute('name') ?? '';
      if (name === '' || element.matches(':disabled') || element.closest('datalist')) continue;
      if (isSubmitButton(element) || element.localName === 'button' || isInputOfType(element, 'button', 'reset')) {
        if (element === submitter) entries.push([name, (element as HTMLButtonElement).value]);
        continue;
      }
      if (isInput(element)) {
        if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
        if (element.type === 'file') {
          const files = this.files.get(element) ?? [];
          if (files.length === 0) entries.push([name, new File([], '', { type: 'application/octet-stream' })]);
          for (const file of files) entries.push([name, file]);
          continue;
        }
        entries.push([
          name,
          element.type === 'checkbox' || element.type === 'radio' ? element.value || 'on' : element.value,
        ]);
      } else if (isSelect(element)) {
        for (const option of element.options)
          if (option.selected && !option.disabled) entries.push([name, option.value]);
      } else if (element.localName === 'textarea') {
        // Line breaks are sent as CRLF.
        entries.push([name, (element as HTMLTextAreaElement).value.replace(/\r?\n/g, '\r\n')]);
      }
    }
    return entries;
  }
}

// --- finders ---------------------------------------------------------------------------------

/** A string matches the whole normalized text; a regular expression is searched in it. */
export type Matcher = string | RegExp;

function matches(value: string, matcher: Matcher): boolean {
  return typeof matcher === 'string' ? value === matcher : matcher.test(value);
}

/** The only element of `found`; fails with what was looked for when there are none or several. */
export function only<T extends Element>(found: T[], what: string): T {
  if (found.length !== 1) throw new Error(`expected exactly one ${what}, found ${found.length}`);
  return found[0] as T;
}

/** The element at `index` of `found` (negative: from the end); fails with what was looked for when absent. */
export function nth<T extends Element>(found: T[], index: number, what: string): T {
  const element = found.at(index);
  if (!element) throw new Error(`no ${what} at ${index}: found ${found.length}`);
  return element;
}

/** Text content, whitespace collapsed (what Playwright's toHaveText and toContainText compare). */
export function text(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const BREAKPOINTS: Record<string, number> = { '': 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 };
/** The e2e projects' viewport (Desktop Chrome): responsive classes are read at this width. */
const VIEWPORT_WIDTH = 1280;
const DISPLAY_CLASS =
  /^(?:(sm|md|lg|xl|2xl):)?(hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|table)$/;
const VISIBILITY_CLASS = /^(?:(sm|md|lg|xl|2xl):)?(invisible|visible)$/;

/** The utility class of `pattern` that wins at the viewport's width (the widest breakpoint that applies). */
function winningClass(element: Element, pattern: RegExp): string | undefined {
  let winner: { width: number; value: string } | undefined;
  for (const token of element.classList) {
    const match = pattern.exec(token);
    const width = BREAKPOINTS[match?.[1] ?? ''] ?? Infinity;
    if (match?.[2] && width <= VIEWPORT_WIDTH && width >= (winner?.width ?? -1)) winner = { width, value: match[2] };
  }
  return winner?.value;
}

/**
 * Hidden by its markup: the `hidden` attribute, an inline display:none or visibility:hidden,
 * Tailwind's `hidden` or `invisible` at the desktop width, `data-js-only` (hidden without
 * JavaScript), or the body of a closed <details>. A stylesheet's own rules are not read: an
 * element this calls visible can still be hidden by CSS, which only a browser can tell.
 */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('data-js-only')) return true;
    const style = node.getAttribute('style') ?? '';
    if (/display\s*:\s*none|visibility\s*:\s*hidden/.test(style)) return true;
    if (winningClass(node, DISPLAY_CLASS) === 'hidden' || winningClass(node, VISIBILITY_CLASS) === 'invisible')
      return true;
    const parent: Element | null = node.parentElement;
    if (parent?.localName === 'details' && !parent.hasAttribute('open')) {
      if (node !== parent.querySelector(':scope > summary')) return true;
    }
  }
  return false;
}

/** The element, when its markup does not hide it (isHidden): Playwright's toBeVisible, as far as markup tells. */
export function shown<T extends Element>(element: T, what = describe(element)): T {
  if (isHidden(element)) throw new Error(`${what} is hidden by its markup`);
  return element;
}

/** The one element whose text matches (getByText), shown. */
export function shownText(root: ParentNode, wanted: Matcher, { exact = false } = {}): Element {
  const what = `text ${String(wanted)}`;
  return shown(only(getByText(root, wanted, { exact }), what), what);
}

/** Left out of the accessibility tree: hidden, or inside aria-hidden="true". */
function isInaccessible(element: Element): boolean {
  return isHidden(element) || element.closest('[aria-hidden="true"]') !== null;
}

/** Elements a browser lays out as blocks: their text is set apart from their neighbors'. */
const BLOCK = new Set([
  ...'address article aside blockquote br dd div dl dt fieldset figcaption figure footer form'.split(' '),
  ...'h1 h2 h3 h4 h5 h6 header hr li main nav ol p section table td th tr ul'.split(' '),
]);

interface TextOptions {
  /** Leave out nested form controls (a label's text). */
  skipControls?: boolean;
  /** Count hidden elements' text too: an element named by aria-labelledby gives it (the accname rules). */
  includeHidden?: boolean;
}

/** The text a name is computed from: text and pictures' alt, hidden elements left out unless asked. */
function contentText(node: Node, options: TextOptions = {}): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (!options.includeHidden && isInaccessible(element)) return '';
  if (['script', 'style', 'template'].includes(element.localName)) return '';
  if (options.skipControls && ['input', 'select', 'textarea', 'button'].includes(element.localName)) return '';
  if (element.localName === 'img') return element.getAttribute('alt') ?? '';
  const inner = [...element.childNodes].map((child) => contentText(child, options)).join('');
  return BLOCK.has(element.localName) ? ` ${inner} ` : inner;
}

const normalize = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The roles whose name comes from their content. */
const NAME_FROM_CONTENT = new Set(
  'button link heading tab option menuitem cell row tooltip switch treeitem'.split(' '),
);

/**
 * The accessible name, after the rules the tests rely on (aria-labelledby, aria-label, labels,
 * alt, content); `includeHidden` counts hidden content, as Playwright does for hidden elements.
 */
export function accessibleName(element: Element, includeHidden = false): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normalize(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((labelling) => (labelling ? contentText(labelling, { includeHidden: true }) : ''))
        .join(' '),
    );
  }
  const ariaLabel = normalize(element.getAttribute('aria-label') ?? '');
  if (ariaLabel) return ariaLabel;
  if (isInput(element) && ['submit', 'reset', 'button'].includes(element.type))
    return normalize(element.value || (element.type === 'submit' ? 'Submit' : element.type === 'reset' ? 'Reset' : ''));
  if ('labels' in element && (element as HTMLInputElement).labels?.length) {
    return normalize(
      [...((element as HTMLInputElement).labels ?? [])]
        .map((label) => contentText(label, { skipControls: true, includeHidden }))
        .join(' '),
    );
  }
  if (element.localName === 'img') return normalize(element.getAttribute('alt') ?? '');
  if (element.localName === 'fieldset') {
    const legend = element.querySelector(':scope > legend');
    if (legend) return normalize(contentText(legend, { includeHidden }));
  }
  if (NAME_FROM_CONTENT.has(roleOf(element) ?? '')) return normalize(contentText(element, { includeHidden }));
  return normalize(element.getAttribute('title') ?? '');
}

const LANDMARK_SCOPES = 'article, aside, main, nav, section';

/** The element's role: its role attribute's first token, or its tag's implicit role. */
export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = element.localName;
  if (/^h[1-6]$/.test(tag)) return 'heading';
  switch (tag) {
    case 'a':
    case 'area':
      return element.hasAttribute('href') ? 'link' : undefined;
    case 'button':
      return 'button';
    case 'input': {
      const type = (element as HTMLInputElement).type;
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'search') return element.hasAttribute('list') ? 'combobox' : 'searchbox';
      if (type === 'range') return 'slider';
      if (type === 'number') return 'spinbutton';
      if (['text', 'email', 'tel', 'url', 'password'].includes(type))
        return element.hasAttribute('list') ? 'combobox' : 'textbox';
      return undefined;
    }
    case 'textarea':
      return 'textbox';
    case 'select':
      return (element as HTMLSelectElement).multiple || (element as HTMLSelectElement).size > 1
        ? 'listbox'
        : 'combobox';
    case 'option':
      return 'option';
    case 'article':
      return 'article';
    case 'aside':
      return 'complementary';
    case 'nav':
      return 'navigation';
    case 'main':
      return 'main';
    case 'ul':
    case 'ol':
    case 'menu':
      return 'list';
    case 'li':
      return 'listitem';
    case 'fieldset':
    case 'details':
      return 'group';
    case 'output':
      return 'status';
    case 'img':
      return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    case 'table':
      return 'table';
    case 'dialog':
      return 'dialog';
    case 'form':
      return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'form' : undefined;
    case 'section':
      return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : undefined;
    case 'header':
      return element.parentElement?.closest(LANDMARK_SCOPES) ? undefined : 'banner';
    case 'footer':
      return element.parentElement?.closest(LANDMARK_SCOPES) ? undefined : 'contentinfo';
    default:
      return undefined;
  }
}

/**
 * Elements of a role in the accessibility tree, optionally with a name and (headings) a level.
 * `includeHidden` finds hidden ones too (Playwright's option of that name): content a stylesheet
 * shows without JavaScript is hidden by its markup.
 */
export function getByRole(
  root: ParentNode,
  role: string,
  { name, level, includeHidden = false }: { name?: Matcher; level?: number; includeHidden?: boolean } = {},
): Element[] {
  return [...root.querySelectorAll('*')].filter(
    (element) =>
      roleOf(element) === role &&
      (includeHidden || !isInaccessible(element)) &&
      (name === undefined || matches(accessibleName(element, includeHidden), name)) &&
      (level === undefined || headingLevel(element) === level),
  );
}

function headingLevel(element: Element): number | undefined {
  const aria = Number(element.getAttribute('aria-level'));
  if (aria > 0) return aria;
  const match = /^h([1-6])$/.exec(element.localName);
  return match ? Number(match[1]) : undefined;
}

/**
 * Form controls by the text of their labels (label[for], a wrapping label, aria-labelledby) or
 * their aria-label, as Playwright's getByLabel finds them; nested controls' text is left out.
 */
export function getByLabel(root: ParentNode, label: Matcher): Element[] {
  return [...root.querySelectorAll('input:not([type=hidden]), select, textarea, button')].filter((control) => {
    const names = [control.getAttribute('aria-label') ?? ''];
    const labelledBy = control.getAttribute('aria-labelledby');
    if (labelledBy) {
      const document = control.ownerDocument;
      names.push(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const labelling = document.getElementById(id);
            return labelling ? contentText(labelling, { includeHidden: true }) : '';
          })
          .join(' '),
      );
    }
    // Hidden or not, as Playwright's getByLabel finds them.
    for (const labelElement of (control as HTMLInputElement).labels ?? [])
      names.push(contentText(labelElement, { skipControls: true, includeHidden: true }));
    return names.some((candidate) => candidate !== '' && matches(normalize(candidate), label));
  });
}

/** The innermost elements whose text matches (a string: contained; a RegExp: found), as getByText finds them. */
export function getByText(root: ParentNode, wanted: Matcher, { exact = false } = {}): Element[] {
  const fits = (element: Element) => {
    const value = text(element);
    if (typeof wanted !== 'string') return wanted.test(value);
    return exact ? value === wanted : value.includes(wanted);
  };
  const found = [...root.querySelectorAll('body *')].filter(
    (element) => !['script', 'style', 'template'].includes(element.localName) && fits(element),
  );
  return found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
}

export function getByTestId(root: ParentNode, id: string): Element[] {
  return [...root.querySelectorAll(`[data-testid="${id}"]`)];
}

/** Elements among `found` whose text contains `wanted` (Playwright's filter({ hasText })). */
export function withText(found: Element[], wanted: Matcher): Element[] {
  return found.filter((element) =>
    typeof wanted === 'string' ? text(element).includes(wanted) : wanted.test(text(element)),
  );
}

/** A form control's current value (an input's, a select's first selected option's). */
export function valueOf(control: Element): string {
  if (isInput(control) || isSelect(control) || control.localName === 'textarea')
    return (control as HTMLInputElement).value;
  throw new Error(`${describe(control)} has no value`);
}

export function isChecked(control: Element): boolean {
  if (!isInput(control)) throw new Error(`${describe(control)} cannot be checked`);
  return control.checked;
}

// --- element kinds ---------------------------------------------------------------------------

function isInput(element: Element): element is HTMLInputElement {
  return element.localName === 'input';
}

function isInputOfType(element: Element, ...types: string[]): boolean {
  return isInput(element) && types.includes(element.type);
}

function isSelect(element: Element): element is HTMLSelectElement {
  return element.localName === 'select';
}

function isTextControl(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  return (
    element.localName === 'textarea' ||
    isInputOfType(element, 'text', 'email', 'tel', 'url', 'search', 'password', 'number', 'date', 'time', 'color')
  );
}

function isLink(element: Element): element is HTMLAnchorElement {
  return (element.localName === 'a' || element.localName === 'area') && element.hasAttribute('href');
}

function isSubmitButton(element: Element): element is HTMLButtonElement | HTMLInputElement {
  return (
    (element.localName === 'button' && (element as HTMLButtonElement).type === 'submit') ||
    isInputOfType(element, 'submit', 'image')
  );
}

function describe(element: Element): string {
  const name = element.getAttribute('name');
  return `<${element.localName}${name ? ` name="${name}"` : ''}>${accessibleName(element) ? ` "${accessibleName(element)}"` : ''}`;
}
