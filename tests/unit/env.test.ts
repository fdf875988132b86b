import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEnv, resetEnv, validateEnvAtStart } from '~/env.server';

const original = { ...process.env };
afterEach(() => {
  process.env = { ...original };
  resetEnv();
});

function start() {
  const lines: string[] = [];
  const exit = vi.fn();
  const ok = validateEnvAtStart({ exit, log: (line) => lines.push(line) });
  return { ok, lines, exit };
}

describe('safe start', () => {
  it('refuses a production start without SESSION_SECRET, with one line and a non-zero exit', () => {
    process.env.NODE_ENV = 'production';
    delete process.env.SESSION_SECRET;
    const { ok, lines, exit } = start();
    expect(ok).toBe(false);
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Refusing to start: invalid environment: SESSION_SECRET: SESSION_SECRET is required in production/,
    );
    expect(lines[0]).not.toContain('\n');
  });

  it('names every invalid variable on that one line', () => {
    process.env.NODE_ENV = 'production';
    process.env.SESSION_SECRET = 'short';
    process.env.SANITY_API_VERSION = 'yesterday';
    const { lines } = start();
    expect(lines[0]).toContain('SESSION_SECRET: SESSION_SECRET must be at least 32 characters');
    expect(lines[0]).toContain('SANITY_API_VERSION');
    expect(lines[0]).not.toContain('\n');
  });

  it('starts in production with a proper secret, and in development without one', () => {
    process.env.NODE_ENV = 'production';
    process.env.SESSION_SECRET = 'x'.repeat(32);
    expect(start()).toMatchObject({ ok: true, lines: [] });
    process.env.NODE_ENV = 'development';
    delete process.env.SESSION_SECRET;
    expect(start()).toMatchObject({ ok: true, lines: [] });
    expect(getEnv().FORM_RATE_LIMIT_PER_MINUTE).toBeTypeOf('number');
  });
});
