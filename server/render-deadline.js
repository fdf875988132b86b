// @ts-check
import { refuse } from './refusals.js';

/**
 * The render deadline (RENDER_DEADLINE_MS): a page still rendering at it is answered with its
 * last good copy, or a short 503 asking to come back in a few seconds; never a 500, since
 * nothing failed. The render goes on, and a page it finishes still reaches the cache.
 */

/** How long a visitor told that a page is still rendering should wait before asking again. */
const RETRY_AFTER_SLOW_SECONDS = 5;
export const OVERRUN = Symbol('render overran its deadline');

/**
 * @param {{ deadlineMs: number, sendEntry: (req: import('express').Request, res: import('express').Response, entry: import('./page-cache.js').PageEntry) => void }} options
 */
export function createRenderDeadline({ deadlineMs, sendEntry }) {
  /**
   * Resolves with the promise's value, or with OVERRUN once the deadline has passed.
   * @template T
   * @param {Promise<T>} work
   * @returns {Promise<T | typeof OVERRUN>}
   */
  function withinDeadline(work) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(() => resolve(OVERRUN), deadlineMs);
    });
    // A rejection after the deadline has nobody waiting on it; it is not an unhandled one.
    work.catch(() => {});
    return /** @type {Promise<T | typeof OVERRUN>} */ (Promise.race([work, deadline])).finally(() =>
      clearTimeout(timer),
    );
  }

  /**
   * A page still rendering at the deadline: the last good copy of it when there is one, else a
   * short 503 page asking to come back in a few seconds.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('./page-cache.js').PageEntry | undefined} lastGood
   */
  function tooSlow(req, res, lastGood) {
    if (res.headersSent) return;
    if (lastGood) {
      res.locals.cache = 'stale';
      res.locals.note = `render over ${deadlineMs} ms, sent the last good copy`;
      return sendEntry(req, res, lastGood);
    }
    refuse(req, res, {
      status: 503,
      title: 'This page is taking longer than usual',
      message: 'It is being prepared right now. Please try again in a few seconds.',
      reason: `render over ${deadlineMs} ms and no earlier copy`,
      headers: { 'Retry-After': String(RETRY_AFTER_SLOW_SECONDS) },
    });
  }

  return { withinDeadline, tooSlow };
}
