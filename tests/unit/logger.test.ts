import { describe, expect, it } from 'vitest';
import { createLogger, logSettings, scrub } from '../../server/logger.js';
import { AsyncLocalStorage } from 'node:async_hooks';

function collect(format: 'json' | 'pretty' = 'json', level = 'info') {
  const lines: string[] = [];
  const context = new AsyncLocalStorage<{ requestId: string }>();
  const log = createLogger({ level, format, context, destination: { write: (line: string) => void lines.push(line) } });
  return { log, lines, context };
}

describe('the logger', () => {
  it('writes one JSON object a line: time, level by name, component, message and fields', () => {
    const { log, lines } = collect();
    log.child({ component: 'leads' }).info({ leadId: 'L1', kind: 'contact' }, 'lead stored');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      component: 'leads',
      leadId: 'L1',
      kind: 'contact',
      msg: 'lead stored',
    });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
  });

  it('adds the request id to every line written while a request is served', async () => {
    const { log, lines, context } = collect();
    await context.run({ requestId: 'req-1' }, async () => {
      await Promise.resolve();
      log.warn('inside');
    });
    log.warn('outside');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ msg: 'inside', requestId: 'req-1' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('replaces anything shaped like an e-mail address, in the message, the fields and an error', () => {
    const { log, lines } = collect();
    log.error(
      {
        reason: 'the e-mail API answered 422: invalid reply_to "Ada <ada.lovelace@example.com>"',
        nested: { to: ['x@y.org'] },
      },
      'could not send to grace@example.org',
    );
    log.error({ err: new Error('refused ada@example.com') }, 'failed');
    const text = lines.join('');
    expect(text).not.toMatch(/@example\.(com|org)|x@y\.org/);
    expect(text).toContain('[e-mail]');
    expect(JSON.parse(lines[1]!)).toMatchObject({ err: { message: 'refused [e-mail]' } });
  });

  it('leaves ids, paths and times alone', () => {
    expect(scrub('lead 5b1c… at /contact 2026-11-28T10:00:00Z @ 3 ms')).toBe(
      'lead 5b1c… at /contact 2026-11-28T10:00:00Z @ 3 ms',
    );
  });

  it('writes nothing under the level', () => {
    const { log, lines } = collect('json', 'warn');
    log.info('quiet');
    log.warn('heard');
    expect(lines).toHaveLength(1);
  });

  it('reads LOG_LEVEL and LOG_FORMAT, falling back on a value it does not know', () => {
    expect(logSettings({ LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' })).toEqual({ level: 'debug', format: 'pretty' });
    expect(logSettings({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' })).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({})).toEqual({ level: 'info', format: 'json' });
  });

  it('writes a readable line, not JSON, with LOG_FORMAT=pretty', () => {
    const { log, lines } = collect('pretty');
    log.child({ component: 'server' }).info({ url: 'http://localhost:3000' }, 'listening');
    const text = lines.join('');
    expect(text).toMatch(/INFO.*listening/);
    expect(() => JSON.parse(text)).toThrow();
  });
});
