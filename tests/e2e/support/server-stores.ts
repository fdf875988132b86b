import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';

/**
 * The end-to-end server's bookings and leads (playwright.config.ts): a folder of their own for
 * each Playwright run, so a run starts with every time free, as CI's fresh machine does. (Kept
 * across runs, the bookings of earlier runs took every time the calendar offers.) The runner
 * makes it; its workers inherit the variable, so tests read the mails the server wrote.
 */
function runFolder(): string {
  if (!process.env.E2E_STORES_DIR) {
    mkdirSync('tests/.artifacts', { recursive: true });
    process.env.E2E_STORES_DIR = mkdtempSync(path.resolve('tests/.artifacts/e2e-stores-'));
  }
  return process.env.E2E_STORES_DIR;
}

export const BOOKINGS_DIR = path.join(runFolder(), 'bookings');
export const LEADS_DIR = path.join(runFolder(), 'leads');
export const OUTBOX_DIR = path.join(LEADS_DIR, 'outbox');
