import type { AddressInfo } from 'node:net';
import express from 'express';
import { metricsEndpoint } from '../../server/observe.js';

const TOKEN = 'scrape-token-0123456789abcdef';

/**
 * This process's metrics as Prometheus reads them: `GET /metrics` with the bearer token, through
 * the server's own endpoint (server/observe.js), in the text format. For tests that cause
 * something in process (an action, the lead service, the content module) and check that the
 * counter moved, without a server of their own.
 */
export async function scrapeMetrics(): Promise<Scrape> {
  const app = express();
  app.use(metricsEndpoint({ token: TOKEN, required: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
    return scrapeOf(await response.text());
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export interface Scrape {
  text: string;
  /** The value of one series, written as Prometheus prints it (`name{label="value",…}`); 0 when absent. */
  value(series: string): number;
}

export function scrapeOf(text: string): Scrape {
  return {
    text,
    value(series) {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    },
  };
}
