-- The waitlist's weekly figures as counts of what happened (issue 47). Leaving deletes the
-- person's row (erasure), so figures read from the rows shrink when someone leaves; these counts do
-- not. A tally holds no personal data: a week, a kind of event and a number, never a name, an
-- address, a phone number or the place someone typed; the privacy notice needs no change for it.
-- Each count is written in the same statement (one transaction) as the event it counts
-- (src/server/waitlist-tallies.ts).

-- The Monday that starts the week `at` falls in, Lagos time (UTC+1 all year, no daylight saving):
-- the weeks of the digest (src/server/digest.tsx).
CREATE FUNCTION lagos_week(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date_trunc('week', (at AT TIME ZONE 'UTC') + interval '1 hour')::date;

CREATE TABLE waitlist_tallies (
  week_start date NOT NULL,
  -- What happened to sign-ups (never flagged spam): joined; left while waiting (by the leave link
  -- or an erasure); their place became served; e-mailed that it is; restricted on request while
  -- waiting, or the restriction lifted. A new kind (a confirmation step, say) is a new value here.
  kind text NOT NULL
    CONSTRAINT waitlist_tallies_kind_known
    CHECK (kind IN ('joined', 'left', 'served', 'notified', 'restricted', 'lifted')),
  count integer NOT NULL,
  PRIMARY KEY (week_start, kind)
);

-- What the rows kept so far say: who joined and whose place became served, by week, and who was
-- e-mailed. Who left before now is not known (their rows are gone, and so are they from both
-- counts); those restricted now count as restricted in the week they joined. Summed, these give
-- the people waiting now.
INSERT INTO waitlist_tallies (week_start, kind, count)
SELECT week_start, kind, count(*)::int FROM (
  SELECT lagos_week(joined_at) AS week_start, 'joined' AS kind FROM waitlist
    WHERE cardinality(spam) = 0
  UNION ALL
  SELECT lagos_week(joined_at), 'restricted' FROM waitlist
    WHERE cardinality(spam) = 0 AND restricted_at IS NOT NULL AND served_at IS NULL
  UNION ALL
  SELECT lagos_week(served_at), 'served' FROM waitlist
    WHERE cardinality(spam) = 0 AND served_at IS NOT NULL
  UNION ALL
  SELECT lagos_week(notified_at), 'notified' FROM waitlist
    WHERE cardinality(spam) = 0 AND notified_at IS NOT NULL
) AS events
GROUP BY week_start, kind;
