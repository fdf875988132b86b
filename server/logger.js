// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino from 'pino';

/**
 * The one logger of the process (docs/decisions/0028): JSON lines on standard output, one object
 * a line, from `pino`; `LOG_FORMAT=pretty` for a readable form while developing (`pino-pretty`),
 * `LOG_LEVEL` (fatal, error, warn, info, debug, trace, silent; default info).
 *
 * The server (server/) and the app's build each import this module, so the first import makes
 * the logger and keeps it on `globalThis`: one logger, one request context and one destination
 * per process, whichever copy of the module asks.
 *
 * Personal data never goes into a log line: callers log ids, kinds, channels and outcomes, never
 * a field a visitor typed. As a second line of defence every string written (the message, each
 * field, an error's message and stack) has anything shaped like an e-mail address replaced, since
 * an outside service's error text may quote one.
 */

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const FORMATS = ['json', 'pretty'];
const SHARED = Symbol.for('studio-site.logger');
const EMAIL = /[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]+\.[a-z]{2,}/gi;
const EMAIL_REPLACEMENT = '[e-mail]';

/** @param {string} text */
export function scrub(text) {
  return text.replace(EMAIL, EMAIL_REPLACEMENT);
}

/**
 * @param {unknown} value
 * @param {number} depth
 * @returns {unknown}
 */
function scrubDeep(value, depth) {
  if (typeof value === 'string') return scrub(value);
  // An error is left whole for its serializer (`err`), which scrubs its message and stack.
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, depth + 1)]));
}

/**
 * The level and format the environment asks for; an unknown value falls back to the default
 * (the environment check at start names it, see app/env.server.ts).
 * @param {Record<string, string | undefined>} env
 */
export function logSettings(env = process.env) {
  const level = env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  const format = env.LOG_FORMAT?.trim().toLowerCase() ?? '';
  return {
    level: LEVELS.includes(level) ? level : 'info',
    format: FORMATS.includes(format) ? format : 'json',
  };
}

/**
 * Where lines go: standard output, or what a test put in its place (setLogDestination).
 * @type {{ write(line: string): void }}
 */
const stdout = pino.destination({ dest: 1, sync: true });

/**
 * @param {{ level?: string, format?: string, destination?: { write(line: string): void }, context?: AsyncLocalStorage<{ requestId: string }> }} options
 */
export function createLogger({ level = 'info', format = 'json', destination = stdout, context } = {}) {
  /** @type {import('pino').DestinationStream} */
  let stream = destination;
  if (format === 'pretty') {
    // Loaded only when asked for: a production install may leave it out.
    const require = createRequire(import.meta.url);
    /** @type {{ prettyFactory(options: object): (line: string) => string }} */
    const pretty = require('pino-pretty');
    // The formatter itself, not its stream: each line is written as it is logged, in order.
    const prettify = pretty.prettyFactory({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
    stream = { write: (line) => destination.write(prettify(line)) };
  }
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => /** @type {Record<string, unknown>} */ (scrubDeep(object, 0)),
      },
      serializers: {
        err: (error) => {
          const serialized = pino.stdSerializers.err(error);
          return /** @type {typeof serialized} */ (scrubDeep(serialized, 0));
        },
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg));
          return method.apply(this, /** @type {Parameters<typeof method>} */ (scrubbed));
        },
      },
      // The request a line was written for, when it was written while one was being served.
      mixin: () => {
        const store = context?.getStore();
        return store ? { requestId: store.requestId } : {};
      },
    },
    stream,
  );
}

/**
 * @typedef {object} SharedLogging
 * @property {import('pino').Logger} logger
 * @property {AsyncLocalStorage<{ requestId: string }>} context
 * @property {{ current: { write(line: string): void } }} sink
 */

/** @returns {SharedLogging} */
function shared() {
  const holder = /** @type {Record<symbol, SharedLogging | undefined>} */ (/** @type {unknown} */ (globalThis));
  let found = holder[SHARED];
  if (!found) {
    const context = new AsyncLocalStorage();
    const sink = { current: stdout };
    const { level, format } = logSettings();
    const logger = createLogger({
      level,
      format,
      context,
      destination: { write: (line) => sink.current.write(line) },
    });
    found = { logger, context, sink };
    holder[SHARED] = found;
  }
  return found;
}

/**
 * The process's logger, or a child of it that adds `component` to every line.
 * @param {string} [component]
 */
export function logger(component) {
  const root = shared().logger;
  return component ? root.child({ component }) : root;
}

/**
 * Runs `work` with `requestId` on every line logged while it (and what it starts) runs.
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 */
export function withRequestId(requestId, work) {
  return shared().context.run({ requestId }, work);
}

/**
 * Sends every line to `destination` until the returned function is called: tests read what the
 * process logged.
 * @param {{ write(line: string): void }} destination
 */
export function setLogDestination(destination) {
  const { sink } = shared();
  const previous = sink.current;
  sink.current = destination;
  return () => {
    sink.current = previous;
  };
}
