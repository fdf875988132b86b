// Loaded into the server by `npm run bench:memory` (node --import): answers each message from the
// parent process with the server's process.memoryUsage(), so the bench can tell V8's heap (used
// and reserved) apart from the rest of its resident memory. Not part of the server itself.
if (process.send) {
  process.on('message', () => process.send?.(process.memoryUsage()));
  // The channel must not keep the server alive when it is told to stop.
  process.channel?.unref();
}
