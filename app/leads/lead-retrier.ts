// The lead service's background loop: a retry pass every `intervalMs`, then the housekeeping
// (retention, booking reminders). Its timer is unref'd so it never keeps the process alive, and a
// pass never overlaps the previous one; stop() waits for a pass under way.

export function createRetrier({
  pass,
  log,
}: {
  /** One pass: the retries due, then the housekeeping. */
  pass: () => Promise<unknown>;
  log: (line: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  // The pass under way, if any: passes never overlap, and stop() waits for it.
  let running: Promise<void> | undefined;
  return {
    start(intervalMs = 5_000) {
      if (timer) return;
      const tick = () => {
        timer = setTimeout(() => {
          if (running) return tick();
          running = pass()
            .then(() => undefined)
            .catch((error: unknown) => log(`retry pass failed: ${String(error)}`))
            .finally(() => {
              running = undefined;
              if (timer) tick();
            });
        }, intervalMs);
        timer.unref();
      };
      tick();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
