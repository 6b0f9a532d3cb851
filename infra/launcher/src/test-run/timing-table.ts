/** One step of `npm test` as it ended: its wall time, processor time and exit code. */
export interface StepResult {
  name: string;
  seconds: number;
  /** Processor seconds (user + system) of the step's own processes; null when unknown. */
  cpuSeconds: number | null;
  code: number;
}

/**
 * The table `npm test` prints last: each step's wall time, processor time and exit code in the order
 * the steps started, then the whole run's wall time and the steps' processor time. Steps overlap, so
 * the wall total is less than their sum; on two cores, processor seconds near twice the wall mean the
 * run kept both busy. Processes nobody waits for are in no step's processor time: the lanes' Postgres
 * and Redis, the browser tests' stack and Chromium's renderers (decision 0036 measures them).
 */
export function formatTimingTable(results: readonly StepResult[], totalSeconds: number): string {
  const cpu = (seconds: number | null) => (seconds === null ? '–' : seconds.toFixed(1));
  const rows = results.map((result) => [
    result.name,
    result.seconds.toFixed(1),
    cpu(result.cpuSeconds),
    String(result.code),
  ]);
  const header = ['step', 'seconds', 'CPU s', 'exit'];
  const cpuTotal = results.reduce((total, result) => total + (result.cpuSeconds ?? 0), 0);
  const footer = [
    'total (wall)',
    totalSeconds.toFixed(1),
    cpu(cpuTotal),
    String(results.some((r) => r.code !== 0) ? 1 : 0),
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...[...rows, footer].map((row) => row[column]!.length)),
  );
  // Names left-aligned, numbers right-aligned so the decimals line up.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line), rule, line(footer)].join('\n');
}
