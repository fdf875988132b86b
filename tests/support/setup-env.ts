import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setLogDestination } from '../../server/logger.js';

// Each test file gets a lead store of its own, so files running side by side or one after the
// other in a worker never share one (unless LEADS_DIR was given from outside), and the per-client
// form limits are off (every call comes from the same "client"); the tests of the limiter set
// them explicitly. This file runs before every test file, also where the files of a worker share
// one process (the unit project, vitest.config.ts).
const worker = globalThis as { leadsDirGiven?: string | null };
if (worker.leadsDirGiven === undefined) worker.leadsDirGiven = process.env.LEADS_DIR ?? null;
process.env.LEADS_DIR = worker.leadsDirGiven ?? mkdtempSync(path.join(tmpdir(), 'leads-test-'));
process.env.FORM_RATE_LIMIT_PER_MINUTE ??= '0';
process.env.FORM_RATE_LIMIT_PER_HOUR ??= '0';

// What the code under test logs goes nowhere unless a test reads it (tests/support/log-lines.ts)
// or LOG_LEVEL asks to see it. Servers a test starts as processes log as in production.
if (!process.env.LOG_LEVEL) setLogDestination({ write: () => {} });
