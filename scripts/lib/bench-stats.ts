/** Figures the benchmark scripts print: medians, blocking time, and tables to paste into docs. */

/** The median of some figures (NaN when there are none). */
export function median(values: readonly number[]): number {
  const list = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (list.length === 0) return NaN;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle]! : (list[middle - 1]! + list[middle]!) / 2;
}

/** Half the spread between the largest and smallest figure (0 for one figure). */
export function halfSpread(values: readonly number[]): number {
  const list = values.filter((value) => !Number.isNaN(value));
  if (list.length === 0) return NaN;
  return (Math.max(...list) - Math.min(...list)) / 2;
}

/** A main-thread task, in ms on any one clock. */
export type Span = { start: number; end: number };

export type LongTask<T extends Span = Span> = {
  task: T;
  /** The part of the task after first paint, in ms. */
  duration: number;
  /** It began before first paint (only its part after first paint counts). */
  beganBefore: boolean;
};

export const LONG_TASK_MS = 50;

/**
 * The tasks that block after first paint, as Lighthouse counts total blocking time: only the part
 * of a task after first paint counts; a task is long when that part is over 50 ms, and it blocks
 * for the time over 50 ms.
 */
export function blockingAfter<T extends Span>(
  tasks: readonly T[],
  firstPaint: number,
): { long: LongTask<T>[]; longest: number; totalBlocking: number } {
  const long: LongTask<T>[] = [];
  let longest = 0;
  let totalBlocking = 0;
  for (const task of tasks) {
    if (task.end <= firstPaint) continue;
    const duration = task.end - Math.max(task.start, firstPaint);
    longest = Math.max(longest, duration);
    if (duration <= LONG_TASK_MS) continue;
    long.push({ task, duration, beganBefore: task.start < firstPaint });
    totalBlocking += duration - LONG_TASK_MS;
  }
  return { long, longest, totalBlocking };
}

/** A Markdown table with its columns padded as Prettier pads them, ready to paste into a doc. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** A time in seconds, as paints read in a table: `0.68 s` (`–` when unknown). */
export function seconds(ms: number): string {
  return Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`;
}

/** A time in milliseconds, as tasks read in a table: `85 ms` (`–` when unknown). */
export function millis(ms: number): string {
  return Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`;
}
