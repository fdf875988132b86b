import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Each test file gets a lead store of its own, so files running side by side never share one,
// and the per-client form limits are off (every call comes from the same "client"); the tests
// of the limiter set them explicitly.
process.env.LEADS_DIR ??= mkdtempSync(path.join(tmpdir(), 'leads-test-'));
process.env.FORM_RATE_LIMIT_PER_MINUTE ??= '0';
process.env.FORM_RATE_LIMIT_PER_HOUR ??= '0';
