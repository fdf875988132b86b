// Loaded into a measured server by `npm run bench` (node --import): answers each message from the
// parent process with the time the process spent on the CPU and in garbage collection since the
// last message, so the bench can give each server's share of garbage collection under load. Not
// part of the server itself.
import { PerformanceObserver } from 'node:perf_hooks';

if (process.send) {
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  process.on('message', () => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    process.send?.({ cpuMs: (used.user + used.system) / 1000, gcMs });
    gcMs = 0;
  });
  process.channel?.unref();
}
