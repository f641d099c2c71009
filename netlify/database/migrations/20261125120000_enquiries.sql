-- Enquiries sent through the contact form. Netlify applies this file on deploy (Netlify Database);
-- `npm start`, the tests and `npm run enquiries` apply it to the embedded or self-hosted database.
-- Times are written by the application's clock, so one clock decides arrival, sending and
-- retention (src/server/enquiries.ts).

-- One rule for comparing phone numbers, used both to store and to look up: digits only, and a
-- Nigerian number written with +234 the same as one written with 0 (+234 803 ... = 0803 ...).
CREATE FUNCTION phone_key(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN regexp_replace(phone, '[^0-9]', '', 'g') ~ '^234[0-9]{10}$'
      THEN '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 4)
    ELSE regexp_replace(phone, '[^0-9]', '', 'g')
  END;

CREATE TABLE enquiries (
  -- The reference quoted to staff and in the e-mail to sales.
  id text PRIMARY KEY,
  -- A digest of the enquiry's idempotency key: a repeat of one enquiry is one row.
  idempotency_key text NOT NULL CONSTRAINT enquiries_idempotency_key_unique UNIQUE,
  -- A digest of its words: the same key with other words is refused, not stored.
  fingerprint text NOT NULL,
  received_at timestamptz NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  subject text NOT NULL,
  message text NOT NULL,
  -- Why it was flagged as likely spam; empty for a real enquiry. Flagged ones are kept, never sent.
  spam text[] NOT NULL DEFAULT '{}',
  -- Whether sales are to be e-mailed about it (e-mail was set up and it is not spam).
  notify boolean NOT NULL,
  sent_at timestamptz,
  -- While a sender holds it: nobody else e-mails it before this time.
  claimed_until timestamptz,
  -- When it is deleted: the retention period the privacy notice stated when it arrived.
  delete_after timestamptz NOT NULL,
  phone_key text GENERATED ALWAYS AS (phone_key(phone)) STORED
);

-- What is still to be e-mailed, oldest first (the resend job), and nothing else.
CREATE INDEX enquiries_unsent ON enquiries (received_at) WHERE notify AND sent_at IS NULL;
-- Everything held about one person (access and erasure requests).
CREATE INDEX enquiries_email ON enquiries (lower(email));
CREATE INDEX enquiries_phone ON enquiries (phone_key) WHERE phone_key <> '';
-- The staff listing and the weekly figures, by arrival; retention, by its date.
CREATE INDEX enquiries_received ON enquiries (received_at);
CREATE INDEX enquiries_delete_after ON enquiries (delete_after);

-- Each erasure carried out on request, without the personal data it removed.
CREATE TABLE erasures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  erased_at timestamptz NOT NULL,
  enquiries integer NOT NULL,
  note text NOT NULL DEFAULT ''
);
