// What a page's main thread did in its longest tasks, from a Lighthouse trace: `npm run lighthouse
// -- --trace` prints it for each run. Lighthouse's "Other" is time in tasks whose events it does
// not put in a group; this names the events themselves (with the script for script events).

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The renderer's main thread that ran the most: the page's. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; busy: number } | undefined;
  for (const main of mains) {
    const busy = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: main.pid, tid: main.tid, busy };
  }
  return best;
}

/** An event's name, with the file for script work. */
function label(event: TraceEvent): string {
  const url = event.args?.data?.url;
  return url ? `${event.name} ${url.replace(/^.*\//, '').slice(0, 40)}` : event.name;
}

/**
 * The `count` longest tasks on the page's main thread, each with the events it spent its time in
 * (self time: an event's own duration without the events inside it), largest first.
 */
export function longestTasks(traceEvents: TraceEvent[], count = 3) {
  const thread = mainThread(traceEvents);
  if (!thread) return [];
  const onThread = traceEvents
    .filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onThread
    .filter((event) => event.name === 'RunTask')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onThread.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    const self = new Map<string, number>();
    // Walk the events in order with a stack of the open ones: each event's time goes to it, and
    // leaves its parent's self time.
    const stack: { event: TraceEvent; end: number }[] = [{ event: task, end }];
    const selfOf = new Map<TraceEvent, number>([[task, task.dur ?? 0]]);
    for (const event of inside) {
      while (stack.length > 1 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
      const parent = stack.at(-1)?.event;
      if (parent) selfOf.set(parent, (selfOf.get(parent) ?? 0) - (event.dur ?? 0));
      selfOf.set(event, event.dur ?? 0);
      stack.push({ event, end: event.ts + (event.dur ?? 0) });
    }
    for (const [event, time] of selfOf) self.set(label(event), (self.get(label(event)) ?? 0) + time);
    return {
      ms: Math.round((task.dur ?? 0) / 1000),
      atMs: task.ts,
      spentIn: [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, time]) => `${name} ${Math.round(time / 1000)} ms`),
    };
  });
}
