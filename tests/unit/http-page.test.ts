import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getByLabel, getByRole, only, shownText, Visitor } from '../support/http-page';

// The HTTP tests' visitor sends what a browser sends: this server records each request and
// answers with a form of every kind of control, a redirect after the post, and a cookie.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const FORM = `<!doctype html><html><body>
<form method="post" action="/submit#outcome" enctype="ENCTYPE">
  <input type="hidden" name="token" value="t1">
  <label for="name">Name<span aria-hidden="true">*</span></label><input id="name" name="name" required>
  <label><input type="checkbox" name="extras" value="push" checked> Push</label>
  <label><input type="checkbox" name="extras" value="store"> Store</label>
  <fieldset><legend>Size</legend>
    <label><input type="radio" name="size" value="s" checked> Small</label>
    <label><input type="radio" name="size" value="l"> Large</label>
  </fieldset>
  <label for="pages">Pages</label><select id="pages" name="pages"><option value="1">One</option><option value="3">Three</option></select>
  <label for="notes">Notes</label><textarea id="notes" name="notes"></textarea>
  <input name="off" value="x" disabled>
  <div hidden><p>Secret</p></div>
  <label for="file">File</label><input id="file" type="file" name="file">
  <button type="submit" name="intent" value="save">Save</button>
  <button type="submit" name="intent" value="send">Send</button>
</form></body></html>`;

const received: Received[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(parts).toString('utf8'),
      });
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/submit') {
        res.writeHead(303, { location: '/done', 'set-cookie': 'flash=1; Path=/; HttpOnly; Secure; SameSite=Lax' });
        return res.end();
      }
      const html =
        url.pathname === '/done' ? '<p>Done</p>' : FORM.replace('ENCTYPE', url.searchParams.get('enctype') ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the HTTP visitor', () => {
  it('posts a form as a browser does and follows the 303 with a GET, keeping the fragment and the cookie', async () => {
    received.length = 0;
    const page = await new Visitor(base).goto('/form');
    page.fill(/^Name\*?$/, 'Ada');
    page.check(only(getByRole(page.document, 'checkbox', { name: 'Store' }), 'Store'));
    page.check(only(getByRole(page.document, 'radio', { name: 'Large' }), 'Large'));
    page.select('Pages', 'Three');
    page.fill('Notes', 'one\ntwo');
    const done = await page.click(only(getByRole(page.document, 'button', { name: 'Send' }), 'Send'));

    const [, post, followed] = received;
    expect(post?.method).toBe('POST');
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(post?.headers.origin).toBe(base);
    expect(post?.headers.referer).toBe(`${base}/form`);
    expect([...new URLSearchParams(post?.body)]).toEqual([
      ['token', 't1'],
      ['name', 'Ada'],
      ['extras', 'push'],
      ['extras', 'store'],
      ['size', 'l'],
      ['pages', '3'],
      ['notes', 'one\r\ntwo'],
      ['file', ''],
      ['intent', 'send'],
    ]);
    expect(followed?.method).toBe('GET');
    expect(followed?.headers.cookie).toBe('flash=1');
    expect(done.firstStatus).toBe(303);
    expect(done.status).toBe(200);
    expect(done.url.href).toBe(`${base}/done#outcome`);
    shownText(done.document, 'Done');
  });

  it('sends multipart form data with the chosen file', async () => {
    received.length = 0;
    const page = await new Visitor(base).goto('/form?enctype=multipart/form-data');
    page.fill(/^Name\*?$/, 'Ada');
    page.setFiles('File', [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') }]);
    await page.click(only(getByRole(page.document, 'button', { name: 'Save' }), 'Save'));
    const post = received[1];
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toMatch(/name="file"; filename="cv.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF/);
    expect(post?.body).toContain('name="intent"\r\n\r\nsave');
    expect(post?.body).not.toContain('name="off"');
  });

  it('refuses to send what the browser would not, and tells content its markup hides', async () => {
    const page = await new Visitor(base).goto('/form');
    await expect(page.click(only(getByRole(page.document, 'button', { name: 'Save' }), 'Save'))).rejects.toThrow(
      /the browser would not send this form: <input name="name"> "Name"/,
    );
    expect(getByLabel(page.document, 'Notes')).toHaveLength(1);
    expect(() => shownText(page.document, 'Secret')).toThrow('text Secret is hidden by its markup');
  });
});
