-- What the site brings her, counted without knowing anyone (worker/insight/): one row
-- per Buenos Aires day, kind, page and source, with how many. Nothing about a person:
-- no address, no cookie, no user agent. Kept 25 months, then the daily clean-up deletes it.
--   kind 'visit':    a page served to a person; source: where they came from
--   kind 'whatsapp': a tap on a WhatsApp link; source is empty
CREATE TABLE site_counts (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('visit', 'whatsapp')),
  route TEXT NOT NULL,
  source TEXT NOT NULL DEFAULT '',
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, route, source)
) WITHOUT ROWID;

-- The page of the site each enquiry was sent from (its path; null when not known, as for
-- enquiries from before): the weekly summary counts enquiries per page from here.
ALTER TABLE enquiries ADD COLUMN page TEXT;
