-- Confirmed sign-ups only (issue 47): whoever types an e-mail address into the waitlist form may
-- not be its owner. A sign-up with an address (flagged as spam or not) is on the list only once the
-- owner follows the link
-- in the one confirmation e-mail (`confirmed_at`, the time the consent was confirmed); until then
-- it is not counted, not notified, and deleted after 7 days (`delete_after`). `confirm_sent_at`
-- says when its confirmation was handed to the mail server, or when another confirmation to the
-- same address that day stood for it. A phone-only sign-up stays unconfirmed: sales call it.
ALTER TABLE waitlist
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_sent_at timestamptz;

-- Sign-ups kept before this have no confirmation: they get one like any new sign-up, and the
-- same 7 days.
UPDATE waitlist SET delete_after = now() + interval '7 days'
  WHERE email <> '' AND notified_at IS NULL
    AND (delete_after IS NULL OR delete_after > now() + interval '7 days');

CREATE INDEX waitlist_unconfirmed ON waitlist (joined_at)
  WHERE email <> '' AND confirmed_at IS NULL AND confirm_sent_at IS NULL;

-- At most one confirmation e-mail a day to one mailbox, whatever is posted: the key is an HMAC
-- under SITE_SECRET of the address as its mailbox reads it (lower case, without a "+tag"), never
-- the address; a row says when the next may go, and is deleted once that has passed. It outlives
-- a sign-up deleted by its leave link, so leaving and being signed up again sends nothing more
-- that day.
CREATE TABLE mail_limits (
  key text PRIMARY KEY,
  not_before timestamptz NOT NULL
);
CREATE INDEX mail_limits_not_before ON mail_limits (not_before);

-- The weekly tallies (20261128103000_waitlist_tallies.sql) learn the two new kinds: every sign-up
-- is `joined`; one with only a phone number is also `phone_only`, and waits from then; one with an
-- e-mail address waits from its owner's confirmation, `confirmed`. Counted again from the rows
-- kept, under that meaning: no address has been confirmed yet.
ALTER TABLE waitlist_tallies DROP CONSTRAINT waitlist_tallies_kind_known;
ALTER TABLE waitlist_tallies ADD CONSTRAINT waitlist_tallies_kind_known
  CHECK (kind IN ('joined', 'phone_only', 'confirmed', 'left', 'served', 'notified', 'restricted',
    'lifted'));
DELETE FROM waitlist_tallies;
INSERT INTO waitlist_tallies (week_start, kind, count)
SELECT week_start, kind, count(*)::int FROM (
  SELECT lagos_week(joined_at) AS week_start, 'joined' AS kind FROM waitlist
    WHERE cardinality(spam) = 0
  UNION ALL
  SELECT lagos_week(joined_at), 'phone_only' FROM waitlist
    WHERE cardinality(spam) = 0 AND email = ''
  UNION ALL
  SELECT lagos_week(joined_at), 'restricted' FROM waitlist
    WHERE cardinality(spam) = 0 AND email = '' AND restricted_at IS NOT NULL AND served_at IS NULL
  UNION ALL
  SELECT lagos_week(served_at), 'served' FROM waitlist
    WHERE cardinality(spam) = 0 AND email = '' AND served_at IS NOT NULL
  UNION ALL
  SELECT lagos_week(notified_at), 'notified' FROM waitlist
    WHERE cardinality(spam) = 0 AND notified_at IS NOT NULL
) AS events
GROUP BY week_start, kind;
