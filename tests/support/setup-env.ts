import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setLogDestination } from '../../server/logger.js';

// Each test file gets a lead store of its own, so files running side by side never share one,
// and the per-client form limits are off (every call comes from the same "client"); the tests
// of the limiter set them explicitly.
process.env.LEADS_DIR ??= mkdtempSync(path.join(tmpdir(), 'leads-test-'));
process.env.FORM_RATE_LIMIT_PER_MINUTE ??= '0';
process.env.FORM_RATE_LIMIT_PER_HOUR ??= '0';

// What the code under test logs goes nowhere unless a test reads it (tests/support/log-lines.ts)
// or LOG_LEVEL asks to see it. Servers a test starts as processes log as in production.
if (!process.env.LOG_LEVEL) setLogDestination({ write: () => {} });
