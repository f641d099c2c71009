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
import { errorText } from './log';
declare const __non_webpack_require__: NodeJS.Require | undefined;

type CachedModule = { id?: unknown; children?: unknown };

export function releaseStaleBundleCopies(): void {
  try {
    const cache =
      typeof __non_webpack_require__ === 'function'
        ? (__non_webpack_require__.cache as Record<string, CachedModule | undefined>)
        : undefined;
    if (!cache) return;
    for (const cached of Object.values(cache)) {
      // Not every entry is a CommonJS module with children (ES modules loaded by require are not).
      if (!cached || !Array.isArray(cached.children) || cached.children.length === 0) continue;
      const children = cached.children as CachedModule[];
      const current = children.filter(
        (child) => typeof child.id !== 'string' || cache[child.id] === child,
      );
      if (current.length !== children.length) cached.children = current;
    }
  } catch (error) {
    // Housekeeping only: the function must load whatever the module cache looks like.
    console.error('Could not release stale copies of the contact function:', errorText(error));
  }
}
