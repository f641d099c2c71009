-- The language of the page an enquiry was sent from (issue 32): en, or the code of the language's
-- folder (/pcm/, /ha/, /yo/, /ig/). Enquiries kept before it are English, the only language then.
ALTER TABLE enquiries
  ADD COLUMN language text NOT NULL DEFAULT 'en'
  CONSTRAINT enquiries_language_known CHECK (language IN ('en', 'pcm', 'ha', 'yo', 'ig'));
