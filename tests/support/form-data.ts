/** FormData from a plain object; a list value becomes a repeated field, as checkboxes send it. */
export function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** A POST as a browser sends it: urlencoded, optionally marked as an enhanced (fetcher) submission. */
export function formPost(path: string, fields: Record<string, string | string[]>, { enhanced = false } = {}): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const url = new URL(path, 'http://localhost');
  if (enhanced) url.searchParams.set('enhanced', '');
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
}
