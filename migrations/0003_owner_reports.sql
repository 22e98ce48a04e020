-- The owner's reports (worker/reports/): the weekly subscriber list and the daily
-- digest of enquiries whose mail could not be delivered.

-- Files sent with a message, as a JSON array of { filename, content } where content
-- is base64 (the weekly CSV). Cleared once the message is sent: the list itself
-- stays in subscribers.
ALTER TABLE outgoing_messages ADD COLUMN attachments TEXT;

-- When a failed owner copy of an enquiry was listed in a daily digest, so no
-- enquiry is listed twice.
ALTER TABLE outgoing_messages ADD COLUMN digested_at INTEGER;

-- The end of the window of the last subscriber report: the next report lists who
-- confirmed after it, so a missed week is not lost and nobody is listed twice.
CREATE TABLE report_marks (
  report TEXT PRIMARY KEY,
  until INTEGER NOT NULL
);
