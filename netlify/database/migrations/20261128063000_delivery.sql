-- Delivery that holds on a real deploy (issue 45).
--
-- Each e-mail has its own retries: a refusal for one address, or a mail server that hangs on one
-- message, counts against that row only, which waits longer each time (`next_attempt_at`) and is
-- marked undeliverable once it has been tried `send_attempts` times (src/server/delivery.ts).
-- `sent_at` is set the moment the whole message has been handed to the mail server, before its
-- answer: a process killed while it waits for that answer never sends the e-mail again.
-- `sent_confirmed` says whether the server then confirmed it took the message.
ALTER TABLE enquiries
  ADD COLUMN sent_confirmed boolean NOT NULL DEFAULT false,
  ADD COLUMN send_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  -- What the last failure was, without the address: an SMTP code and the step it came at.
  ADD COLUMN last_failure text,
  ADD COLUMN undeliverable_at timestamptz;

DROP INDEX enquiries_unsent;
CREATE INDEX enquiries_unsent ON enquiries (received_at)
  WHERE notify AND sent_at IS NULL AND undeliverable_at IS NULL;

ALTER TABLE waitlist
  ADD COLUMN notice_confirmed boolean NOT NULL DEFAULT false,
  ADD COLUMN notice_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_failure text,
  ADD COLUMN undeliverable_at timestamptz;

DROP INDEX waitlist_unsent;
CREATE INDEX waitlist_unsent ON waitlist (served_at)
  WHERE served_at IS NOT NULL AND notified_at IS NULL AND undeliverable_at IS NULL AND email <> '';

-- The forms' rate limit, shared by every instance of the site's functions: how many forms one
-- client sent in each window. A client is a keyed digest of the endpoint and the client's address
-- (HMAC under SITE_SECRET, which is not in the database), never the address; each request deletes
-- the windows that have ended. (A logged table: Netlify Database's storage has had trouble with
-- unlogged ones, and a keyed digest gives nothing back from the write-ahead log either.)
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);

-- A person's right to restrict what is done with their data, and to object (NDPA 2023): staff
-- mark their rows restricted (`npm run enquiries -- restrict WHO`). A restricted row is kept, and
-- shown to staff as restricted, but nothing more is done with it: no e-mail, no "now available"
-- notice, not counted as demand, until it is lifted or the row is erased.
ALTER TABLE enquiries ADD COLUMN restricted_at timestamptz;
ALTER TABLE waitlist ADD COLUMN restricted_at timestamptz;

-- Each correction made on request, without the personal data it changed (like erasures).
CREATE TABLE corrections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  corrected_at timestamptz NOT NULL,
  enquiries integer NOT NULL,
  waitlist integer NOT NULL,
  note text NOT NULL DEFAULT ''
);

-- A deploy preview's branch of the database starts as a copy of production's, people and all. The
-- first time a preview's function opens it, it empties it of people and says so here, once
-- (src/server/enquiries.ts, emptyPreviewBranch). Production never writes to this table.
CREATE TABLE branch_emptied (
  emptied_at timestamptz NOT NULL
);

-- The idempotency keys kept before this migration are plain SHA-256 digests: for a form sent
-- without JavaScript, of the sender's address and the words, which a search of every IPv4 address
-- can undo. They are replaced by random values (a repeat of one of those enquiries, minutes old at
-- most, would be kept again); the keys kept from now on are HMACs under SITE_SECRET.
UPDATE enquiries SET idempotency_key = md5(random()::text || id || clock_timestamp()::text) || md5(id);
