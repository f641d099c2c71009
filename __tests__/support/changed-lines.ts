/**
 * Where two versions of a text differ, as a line diff shows it: the lines of `before` that were
 * replaced ([first, end), 0-based) and the lines that replace them. The test of what an editor's
 * save rewrites (unit and browser).
 */
export function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  return { first: head, end: a.length - tail, added: b.slice(head, b.length - tail) };
}
