/**
 * Narrows a value from a GraphQL query that the content schema guarantees. Build-time validation
 * stops the build before this can fail; if it does, the message says which file to look at.
 */
export function required<T>(value: T | null | undefined, source: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${source} is missing or empty; run the build to see what is wrong with it.`);
  }
  return value;
}
