// How the cost of a form post grows with its field count (issue 11, point 1). Not a test: run
// it with `npm run bench:forms` and read the figures. For each size it posts a urlencoded body
// to the contact action in this process, and times how long the event loop is held (which is
// what every other visitor waits for), next to the quadratic conversion the site used before.
import { performance } from 'node:perf_hooks';
import { action as careersAction } from '~/routes/careers';
import { action as contactAction } from '~/routes/contact';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '0';
process.env.FORM_RATE_LIMIT_PER_HOUR = '0';
process.env.LEADS_DIR ??= '.data/bench-leads';

function body(fields: number): string {
  const parts = ['name=Ada', 'email=ada%40example.com', 'message=Hello'];
  for (let index = parts.length; index < fields; index += 1) parts.push(`f${index}=x`);
  return parts.join('&');
}

function request(path: string, text: string): Request {
  return new Request(`http://bench.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: text,
  });
}

/** The conversion main used before: getAll once per distinct name. */
function quadraticObject(formData: FormData) {
  const object: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) object[key] = formData.getAll(key);
  return object;
}

async function time(run: () => Promise<unknown> | unknown, repeat = 5): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < repeat; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

/** The status of an action's answer: a Response, data(value, init) or a plain object (200). */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  if (typeof answer === 'object' && answer !== null && 'init' in answer) {
    const init = answer.init;
    if (typeof init === 'object' && init !== null && 'status' in init && typeof init.status === 'number')
      return init.status;
  }
  return 200;
}

const routes = [
  // 64 KB body limit: a large flood is refused by size before anything else.
  { path: '/contact', action: contactAction },
  // 5.3 MB body limit (résumés): the field cap is what refuses a flood here.
  { path: '/careers', action: careersAction },
];
const sizes = [10, 100, 1_000, 8_000, 100_000];
console.log('route       fields   body KB   action ms (median of 5)   status   before: getAll per name, ms');
for (const route of routes) {
  for (const fields of sizes) {
    const text = body(fields);
    let status = 0;
    const ms = await time(async () => {
      status = statusOf(await route.action({ request: request(route.path, text), params: {}, context: {} }));
    });
    // The old conversion is timed once, and only up to 8,000 fields: 100,000 took minutes.
    const old =
      route.path === '/careers' && fields <= 8_000
        ? (
            await time(
              async () =>
                quadraticObject(
                  await new Response(text, {
                    headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  }).formData(),
                ),
              1,
            )
          ).toFixed(1)
        : route.path === '/careers'
          ? 'minutes'
          : '';
    console.log(
      `${route.path.padEnd(10)} ${String(fields).padStart(7)}   ${(text.length / 1024).toFixed(0).padStart(7)}   ${ms.toFixed(2).padStart(23)}   ${String(status).padStart(6)}   ${old.padStart(10)}`,
    );
  }
}
