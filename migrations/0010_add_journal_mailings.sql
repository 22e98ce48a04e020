-- A journal entry mailed to the confirmed subscribers (worker/journal/): one row per entry,
-- made when the cron finds it in the build's list with its switch on, never deleted, so an
-- entry is mailed at most once however often it is republished.
--   status 'preview':   her preview is mailed; nothing goes until she confirms
--   status 'sending':   confirmed; one outbox message per confirmed subscriber
--   status 'done':      every copy sent or failed for good
--   status 'cancelled': the switch went off (or the entry went away) before she confirmed
CREATE TABLE journal_mailings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The entry's editor-made id (or 'slug:<file>' for an older entry): survives a renamed file.
  entry_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL,
  -- The entry as the preview showed it (JSON): what she confirms is what goes.
  entry TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'preview'
    CHECK (status IN ('preview', 'sending', 'done', 'cancelled')),
  -- SHA-256 of the confirm link's token; NULL once used. The link lasts 7 days.
  token_hash TEXT UNIQUE,
  token_expires_at INTEGER,
  -- The link she confirmed with: opened again, it shows the progress and sends nothing.
  used_token_hash TEXT UNIQUE,
  -- Previews mailed (a cancelled mailing switched on again gets a new one).
  previews INTEGER NOT NULL DEFAULT 0,
  -- Confirmed subscribers when the preview was made, and when she confirmed.
  audience INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  finished_at INTEGER
);
CREATE INDEX journal_mailings_slug ON journal_mailings (slug);

-- The mailing a subscriber's copy belongs to: its progress is counted from the outbox.
ALTER TABLE outgoing_messages ADD COLUMN mailing_id INTEGER;
CREATE INDEX outgoing_messages_mailing ON outgoing_messages (mailing_id, status);

-- Unsubscribe links in journal mails: a fresh token per copy, stored only as its SHA-256,
-- beside the one of the confirmation mail (subscribers.unsubscribe_token_hash). They go
-- with the subscriber.
CREATE TABLE unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY,
  subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX unsubscribe_tokens_subscriber ON unsubscribe_tokens (subscriber_id);
