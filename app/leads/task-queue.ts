// Turns taken inside one process: tasks run one after another in the order they were given, a
// failed one never stopping the next (the JSON-lines lead store's appends and its view of the file).

export function createTaskQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    /** Runs `task` once every task given before it has finished; answers what it answers. */
    run<T>(task: () => Promise<T>): Promise<T> {
      pending += 1;
      const run = tail.then(task).finally(() => {
        pending -= 1;
      });
      tail = run.catch(() => undefined);
      return run;
    },
    /** Tasks given and not finished, the running one included. */
    get pending() {
      return pending;
    },
  };
}

/** `task` at most once at a time: a call while it runs shares that run (a second read finishing after an append would forget it). */
export function singleFlight(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}
