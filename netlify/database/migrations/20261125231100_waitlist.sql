-- The waitlist: people who asked to be told when the network reaches a place it does not serve
-- yet (the coverage search's "Not yet" answer, and /waitlist/). Netlify applies this file on
-- deploy; `npm start`, the tests and `npm run enquiries` apply it elsewhere. Times are written by
-- the application's clock (src/server/waitlist.ts).

CREATE TABLE waitlist (
  -- Quoted in the leave link (signed) and to staff.
  id text PRIMARY KEY,
  joined_at timestamptz NOT NULL,
  -- The place as the visitor typed it, and the same read as the coverage search reads places
  -- (case, accents, punctuation and number spellings left out): one place, however written.
  place text NOT NULL,
  place_key text NOT NULL,
  -- What the coverage search matched the place to when it was joined: a city or state it names
  -- ('region'), an area ('area', when it was already served), or nothing ('none').
  match_kind text NOT NULL CHECK (match_kind IN ('area', 'region', 'none')),
  match_area text,
  match_region text,
  name text NOT NULL,
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  audience text NOT NULL CHECK (audience IN ('home', 'business')),
  -- The consent to be contacted about this place: when it was given, and the privacy notice in
  -- force then (its "last changed" date).
  consent_at timestamptz NOT NULL,
  notice_version text NOT NULL,
  -- Why it was flagged as likely spam; empty for a real sign-up. Flagged ones are kept for staff,
  -- never counted as demand and never e-mailed.
  spam text[] NOT NULL DEFAULT '{}',
  -- When the published coverage list first served the place, and the area it was matched to.
  served_at timestamptz,
  served_area text,
  served_region text,
  -- When the "now available" e-mail went (people with an e-mail address only).
  notified_at timestamptz,
  -- While a sender holds it: nobody else e-mails it before this time.
  claimed_until timestamptz,
  -- When it is deleted: null while it waits; set once its area is served and its notice sent
  -- (the privacy notice's period from then), or on arrival for flagged spam.
  delete_after timestamptz,
  phone_key text GENERATED ALWAYS AS (phone_key(phone)) STORED,
  CONSTRAINT waitlist_reachable CHECK (email <> '' OR phone <> '')
);

-- One person and one place give one row, by e-mail address and by phone number alike. Flagged spam
-- is left out, so a bot that typed someone's address cannot keep them off the list.
CREATE UNIQUE INDEX waitlist_email_place ON waitlist (lower(email), place_key)
  WHERE email <> '' AND cardinality(spam) = 0;
CREATE UNIQUE INDEX waitlist_phone_place ON waitlist (phone_key, place_key)
  WHERE phone_key <> '' AND cardinality(spam) = 0;
-- Who waits, by place (the hourly notifier), and what is still to be e-mailed.
CREATE INDEX waitlist_waiting ON waitlist (place_key) WHERE served_at IS NULL AND cardinality(spam) = 0;
CREATE INDEX waitlist_unsent ON waitlist (served_at)
  WHERE served_at IS NOT NULL AND notified_at IS NULL AND email <> '';
-- Everything held about one person (access and erasure requests).
CREATE INDEX waitlist_email ON waitlist (lower(email)) WHERE email <> '';
CREATE INDEX waitlist_phone ON waitlist (phone_key) WHERE phone_key <> '';
-- The weekly figures, by sign-up and by the day an area became served; retention, by its date.
CREATE INDEX waitlist_joined ON waitlist (joined_at);
CREATE INDEX waitlist_served ON waitlist (served_at) WHERE served_at IS NOT NULL;
CREATE INDEX waitlist_delete_after ON waitlist (delete_after) WHERE delete_after IS NOT NULL;

-- Each erasure now counts the waitlist rows it removed too.
ALTER TABLE erasures ADD COLUMN waitlist integer NOT NULL DEFAULT 0;

-- The weekly digest to sales: one row per week, claimed before it is sent, so two runs (a
-- scheduled function and `npm start`'s timer, or one run retried) never send one week twice.
CREATE TABLE digests (
  week_start date PRIMARY KEY,
  claimed_until timestamptz,
  sent_at timestamptz
);
