-- The language of the page a waitlist sign-up came from (issue 32): en, or the code of the
-- language's folder (/pcm/, /ha/, /yo/, /ig/). Sign-ups kept before it are English, the only
-- language then.
ALTER TABLE waitlist
  ADD COLUMN language text NOT NULL DEFAULT 'en'
  CONSTRAINT waitlist_language_known CHECK (language IN ('en', 'pcm', 'ha', 'yo', 'ig'));
