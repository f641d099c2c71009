import React, { Suspense } from 'react';

/**
 * Hydration in steps. Hydrating a whole page at once is one long task on a slow phone's main
 * thread (about 60–120 ms with the CPU slowed down 4x), and a visitor's tap waits behind it. A
 * part of the page wrapped in HydrateLater keeps its server-rendered HTML, already visible and
 * usable, while the rest hydrates, and is hydrated in a task of its own afterwards, one part per
 * task. Only the first hydration is staged; a page reached by a link renders at once.
 *
 * It works through Suspense: while the page hydrates, a part that has not had its turn suspends,
 * and Preact (like React) keeps the part's markup and hydrates it when the promise resolves.
 */

let hydrating = false;
const released = new Set<string>();
const waiting = new Map<string, Promise<void>>();
const turns: (() => void)[] = [];
let scheduled = false;

function nextTurn(): void {
  scheduled = false;
  turns.shift()?.();
  if (turns.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(nextTurn, 0);
}

/** The promise a part waits on: released in a task of its own, after the parts before it. */
function turnOf(id: string): Promise<void> {
  let turn = waiting.get(id);
  if (!turn) {
    turn = new Promise<void>((resolve) => {
      turns.push(() => {
        released.add(id);
        resolve();
      });
    });
    waiting.set(id, turn);
    schedule();
  }
  return turn;
}

/** Runs `hydrate` (synchronous, as Preact's is) with staging on for the parts it meets. */
export function hydrateInSteps(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

function Staged({ id, children }: { id: string; children: React.ReactNode }) {
  if (hydrating && !released.has(id)) throw turnOf(id);
  return <>{children}</>;
}

/** An element that takes no part in layout or in the accessibility tree's structure. */
const Wrapper = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'contents' }}>{children}</div>
);

/**
 * `children`, hydrated in a task of its own after the first render. `id` is unique on the page.
 *
 * Two wrapper elements, neither taking part in layout (display: contents):
 * - inside, the children sit in one element: Preact resumes a suspended hydration from a single
 *   element, and a part made of several (a list of sections) would otherwise be hydrated out of
 *   place;
 * - outside, the part is an element among its siblings while it waits: when the page re-renders
 *   before the part's turn (the skip link changes the address, say), Preact walks the siblings to
 *   check their order, finds nothing for a waiting part, and would move the next element (the
 *   main content, with the focus in it) in front of the part's markup.
 */
export function HydrateLater({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Wrapper>
      <Suspense fallback={null}>
        <Staged id={id}>
          <Wrapper>{children}</Wrapper>
        </Staged>
      </Suspense>
    </Wrapper>
  );
}
