/**
 * `gatsby serve` runs a function by deleting its compiled bundle from Node's module cache and
 * requiring it again, for every request. Node records each fresh copy in the `children` of the
 * module that required it and never lets go, so every request kept a whole copy of the bundle
 * alive (about 2 MB) and a busy or hostile client could run the server out of memory.
 *
 * Called when the bundle loads: it drops the copies that are no longer in the module cache from
 * every module's `children`, so old copies can be garbage-collected. Where a function is loaded
 * once (Netlify), there is nothing to drop.
 */
declare const __non_webpack_require__: NodeJS.Require | undefined;

type CachedModule = { id: string; children: CachedModule[] };

export function releaseStaleBundleCopies(): void {
  const cache =
    typeof __non_webpack_require__ === 'function'
      ? (__non_webpack_require__.cache as Record<string, CachedModule | undefined>)
      : undefined;
  if (!cache) return;
  for (const cached of Object.values(cache)) {
    if (!cached || cached.children.length === 0) continue;
    const current = cached.children.filter((child) => cache[child.id] === child);
    if (current.length !== cached.children.length) cached.children = current;
  }
}
