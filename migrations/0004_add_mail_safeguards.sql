-- Safeguards for going live: courtesy-mail limits, counters instead of stored spam,
-- unsubscribed people reduced to a hashed suppression entry, and digests that mark
-- what they list only once they were delivered. See docs/RELIABILITY.md and
-- docs/PRIVACY.md.

-- Per Buenos Aires day counters: 'honeypot' (bot submissions, nothing else of them
-- is stored) and 'courtesy-skipped' (acknowledgements and confirmation mails not
-- sent because the site-wide daily ceiling was reached). A 'courtesy-skipped' row
-- is listed in the owner's daily digest: digest_id names the digest message that
-- lists it, digested_at is set once that digest was delivered.
CREATE TABLE daily_counters (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  digest_id INTEGER,
  digested_at INTEGER,
  PRIMARY KEY (day, name)
);

-- Who left the newsletter: only the SHA-256 (hex) of the lowercased address, so an
-- address that left is not added again within 30 days and the weekly report can
-- count who left. Nothing else about them is kept.
CREATE TABLE suppressions (
  email_hash TEXT PRIMARY KEY,
  unsubscribed_at INTEGER NOT NULL
);

-- When the message first reached for Resend: retries end when its idempotency window
-- (24 h) would, measured from here.
ALTER TABLE outgoing_messages ADD COLUMN first_attempt_at INTEGER;

-- The daily digest that lists this failed message (see daily_counters.digest_id).
ALTER TABLE outgoing_messages ADD COLUMN digest_id INTEGER;

-- The once-a-day acknowledgement per address and the site-wide daily ceiling look
-- messages up by recipient and by template and time.
CREATE INDEX outgoing_messages_recipient ON outgoing_messages (recipient COLLATE NOCASE, template, created_at);
CREATE INDEX outgoing_messages_template ON outgoing_messages (template, created_at);
CREATE INDEX outgoing_messages_digest ON outgoing_messages (digest_id);

-- Honeypot hits used to be stored whole: keep nothing of them.
DELETE FROM outgoing_messages WHERE enquiry_id IN (SELECT id FROM enquiries WHERE status = 'spam');
DELETE FROM enquiries WHERE status = 'spam';

-- The bodies of delivered mail are not kept.
UPDATE outgoing_messages SET html = NULL, body_text = NULL, headers = NULL, attachments = NULL
  WHERE status = 'sent';
