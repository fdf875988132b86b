// Loaded into the server by `npm run bench:memory` (node --import): answers each message from the
// parent process with the server's process.memoryUsage() and how many full (major) garbage
// collections it has run, so the bench can tell V8's heap (used and reserved) apart from the rest
// of its resident memory and see the idle collection happen. Not part of the server itself.
import { constants, PerformanceObserver } from 'node:perf_hooks';

if (process.send) {
  let majorCollections = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = /** @type {{ kind?: number }} */ (entry.detail ?? {}).kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorCollections += 1;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', () => process.send?.({ ...process.memoryUsage(), majorCollections }));
  // The channel must not keep the server alive when it is told to stop.
  process.channel?.unref();
}
