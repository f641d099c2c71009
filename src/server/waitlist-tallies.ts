/**
 * The waitlist's weekly tallies (table `waitlist_tallies`): how many sign-ups joined (of them, how
 * many with only a phone number), had their e-mail address confirmed, left while
 * waiting, had their place served, were e-mailed, were restricted while waiting or had that lifted,
 * in each week (Monday to Sunday, Lagos time). Each is added to in the same statement as the event
 * it counts, so it cannot disagree with it, and it stays when the row goes: the weekly digest's
 * figures do not shrink when someone leaves. A tally holds no personal data (a week, a kind of
 * event, a number): nothing in it names a person or the place they typed.
 */
import type { Queryable } from './enquiries';

type TallyKind =
  'joined' | 'phone_only' | 'confirmed' | 'left' | 'served' | 'notified' | 'restricted' | 'lifted';

/**
 * How each kind changes the number of people waiting. A sign-up with an e-mail address waits from
 * its owner's confirmation; one with only a phone number from when it is made (sales call it).
 */
const WAITING_CHANGE: Record<TallyKind, number> = {
  joined: 0,
  phone_only: 1,
  confirmed: 1,
  left: -1,
  served: -1,
  notified: 0,
  restricted: -1,
  lifted: 1,
};

/** A waitlist row (its columns unqualified) that counts as someone waiting. */
export const WAITING_ROW =
  "served_at IS NULL AND cardinality(spam) = 0 AND restricted_at IS NULL AND (email = '' OR confirmed_at IS NOT NULL)";

/**
 * A data-modifying WITH query that adds the rows of `rows` (an earlier WITH query of the same
 * statement) that meet `where` to the tally of `kind` for the week of the time in parameter `at`
 * (`$2`, say): written with the event, in its transaction.
 */
export const addToTally = (kind: TallyKind, rows: string, where: string, at: string) =>
  `INSERT INTO waitlist_tallies (week_start, kind, count)
   SELECT lagos_week(${at}::timestamptz), '${kind}', count(*)::int FROM ${rows} WHERE ${where}
   HAVING count(*) > 0
   ON CONFLICT (week_start, kind) DO UPDATE SET count = waitlist_tallies.count + EXCLUDED.count`;

/** The week's tallies, and the people waiting when it began and when it ended. */
export type WeekTallies = Record<TallyKind, number> & {
  waitingBefore: number;
  waitingAfter: number;
};

/** The tallies of the week that starts on the Monday `weekKey` (2026-11-30). */
export async function weekTallies(db: Queryable, weekKey: string): Promise<WeekTallies> {
  const { rows } = await db.query<{ kind: TallyKind; week: number; before: number }>(
    `SELECT kind,
       coalesce(sum(count) FILTER (WHERE week_start = $1), 0)::int AS week,
       coalesce(sum(count) FILTER (WHERE week_start < $1), 0)::int AS before
     FROM waitlist_tallies WHERE week_start <= $1 GROUP BY kind`,
    [weekKey],
  );
  const tallies: WeekTallies = {
    joined: 0,
    phone_only: 0,
    confirmed: 0,
    left: 0,
    served: 0,
    notified: 0,
    restricted: 0,
    lifted: 0,
    waitingBefore: 0,
    waitingAfter: 0,
  };
  for (const row of rows) {
    tallies[row.kind] = row.week;
    tallies.waitingBefore += WAITING_CHANGE[row.kind] * row.before;
    tallies.waitingAfter += WAITING_CHANGE[row.kind] * (row.before + row.week);
  }
  return tallies;
}
