/**
 * Per-client sliding-window rate limit, kept in process memory. Gatsby re-loads a function's
 * module for each request under `gatsby serve`, so the store lives on globalThis.
 */

const STORE = Symbol.for('contact.rate-limit.store');
const MAX_CLIENTS = 10_000;

type Store = Map<string, number[]>;
type WithStore = typeof globalThis & { [STORE]?: Store };

function store(): Store {
  const holder = globalThis as WithStore;
  holder[STORE] ??= new Map();
  return holder[STORE];
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Records an attempt by `client` at `now`; refuses it when `max` are already in the window. */
export function takeToken(
  client: string,
  now: number,
  limit: { max: number; windowMs: number },
): RateDecision {
  const clients = store();
  const recent = (clients.get(client) ?? []).filter((time) => now - time < limit.windowMs);
  if (recent.length >= limit.max) {
    const oldest = recent[0] ?? now;
    clients.set(client, recent);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)),
    };
  }
  recent.push(now);
  clients.delete(client);
  clients.set(client, recent);
  // Bound memory: forget the least recently seen clients.
  while (clients.size > MAX_CLIENTS) {
    const first = clients.keys().next().value;
    if (first === undefined) break;
    clients.delete(first);
  }
  return { allowed: true };
}

/** Gives back the attempt `takeToken` recorded at `at`, when what it allowed did not happen. */
export function returnToken(client: string, at: number): void {
  const times = store().get(client);
  const index = times?.lastIndexOf(at) ?? -1;
  if (times && index >= 0) times.splice(index, 1);
}
