import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

const ORIGIN = 'http://site.test';

/** Arguments for calling a route's loader directly, as Remix would. */
export function loaderArgs(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(`${ORIGIN}${path}`), params, context: {} };
}

/** Arguments for calling a route's action directly with a form body. */
export function actionArgs(
  path: string,
  body: FormData | URLSearchParams,
  params: Record<string, string> = {},
): ActionFunctionArgs {
  return { request: new Request(`${ORIGIN}${path}`, { method: 'POST', body }), params, context: {} };
}

function isDataWithInit(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit';
}

/** What a loader or action returned, or the Response or data() it threw (Remix treats both alike). */
export async function settle<T>(promise: Promise<T> | T): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return thrown;
    throw thrown;
  }
}

/** Remix's `data()` helper returns a DataWithResponseInit; these read it without casting. */
export function statusOf(value: unknown): number | undefined {
  if (value instanceof Response) return value.status;
  if (typeof value === 'object' && value !== null && 'init' in value) {
    const init = value.init;
    if (typeof init === 'object' && init !== null && 'status' in init && typeof init.status === 'number')
      return init.status;
  }
  return undefined;
}

export function dataOf(value: unknown): unknown {
  if (isDataWithInit(value) && typeof value === 'object' && value !== null && 'data' in value) return value.data;
  return value;
}
