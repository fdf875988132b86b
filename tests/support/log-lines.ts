import { setLogDestination } from '../../server/logger.js';

export type LogLine = Record<string, unknown> & { level: string; msg?: string };

/**
 * Reads what the process logs (server/logger.js) from now until `restore()`: every line parsed as
 * JSON, as an operator's log collector would. A line that is not JSON fails the test that reads it.
 */
export function captureLogs() {
  const raw: string[] = [];
  const restore = setLogDestination({ write: (line: string) => void raw.push(line) });
  return {
    /** Every line so far, parsed. */
    lines: (): LogLine[] =>
      raw.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as LogLine),
    /** Every line so far, as written. */
    text: () => raw.join(''),
    restore,
  };
}
