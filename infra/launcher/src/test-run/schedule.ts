/**
 * Runs steps at most `concurrency` at a time, longest expected first (so the longest step never starts
 * last and leaves the other lanes idle). A step may have to wait for others (`after`): it starts only
 * when they have ended, whatever their result. Each running step holds one lane; a lane is a slot with
 * its own resources (its own test servers), numbered from 0, and a lane runs one step at a time.
 */
export interface ScheduledStep {
  name: string;
  /** Expected wall time in seconds: only the order depends on it. */
  expectedSeconds: number;
  /** Names of steps that must have ended before this one starts. */
  after?: readonly string[];
}

export async function runScheduled<S extends ScheduledStep, R>(
  steps: readonly S[],
  concurrency: number,
  execute: (step: S, lane: number) => Promise<R>,
): Promise<Map<string, R>> {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps)
    for (const before of step.after ?? [])
      if (!names.has(before)) throw new Error(`${step.name} waits for an unknown step: ${before}`);
  const waiting = [...steps].sort((a, b) => b.expectedSeconds - a.expectedSeconds);
  const ended = new Set<string>();
  const results = new Map<string, R>();
  const freeLanes = Array.from({ length: Math.max(1, concurrency) }, (_, lane) => lane);
  let running = 0;

  return new Promise((resolve, reject) => {
    const startReady = () => {
      while (freeLanes.length > 0) {
        const index = waiting.findIndex((step) => (step.after ?? []).every((name) => ended.has(name)));
        if (index < 0) break;
        const [step] = waiting.splice(index, 1) as [S];
        const lane = freeLanes.shift()!;
        running += 1;
        execute(step, lane).then(
          (result) => {
            results.set(step.name, result);
            ended.add(step.name);
            running -= 1;
            freeLanes.push(lane);
            freeLanes.sort((a, b) => a - b);
            startReady();
          },
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        );
      }
      if (running === 0 && waiting.length === 0) resolve(results);
      else if (running === 0)
        reject(new Error(`steps wait in a cycle: ${waiting.map((s) => s.name).join(', ')}`));
    };
    startReady();
  });
}
