/** One step of `npm test` as it ended: its wall time and exit code. */
export interface StepResult {
  name: string;
  seconds: number;
  code: number;
}

/**
 * The table `npm test` prints last: each step's wall time and exit code in the order the steps
 * started, then the whole run's wall time. Steps overlap, so the total is less than their sum.
 */
export function formatTimingTable(results: readonly StepResult[], totalSeconds: number): string {
  const rows = results.map((result) => [result.name, result.seconds.toFixed(1), String(result.code)]);
  const header = ['step', 'seconds', 'exit'];
  const footer = ['total (wall)', totalSeconds.toFixed(1), String(results.some((r) => r.code !== 0) ? 1 : 0)];
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
