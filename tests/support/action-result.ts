// Actions answer with a Response (redirects), a `data()` wrapper (a status and headers) or a plain
// object; this reads all three the same way.

export type ActionOutcome = { status: number; headers: Headers; body: unknown };

function isDataWrapper(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit';
}

export async function outcome(result: unknown): Promise<ActionOutcome> {
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, headers: result.headers, body: text };
  }
  if (isDataWrapper(result)) {
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
  }
  return { status: 200, headers: new Headers(), body: result };
}

/** Runs an action or loader and reads its answer, including one it throws (e.g. a redirect). */
export async function run(fn: () => Promise<unknown>): Promise<ActionOutcome> {
  try {
    return await outcome(await fn());
  } catch (thrown) {
    return outcome(thrown);
  }
}

export function args(request: Request) {
  return { request, params: {}, context: {} };
}
