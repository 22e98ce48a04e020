-- Enquiries, their outgoing mail (an outbox the cron retries) and subscribers.
-- Times are Unix epoch milliseconds (INTEGER) so comparisons stay numeric.

CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- 'families' | 'brands' | 'product'
  kind TEXT NOT NULL CHECK (kind IN ('families', 'brands', 'product')),
  -- The validated form fields, as JSON.
  fields TEXT NOT NULL,
  visitor_email TEXT NOT NULL,
  -- Short public reference, e.g. 'FAM-2611-0007': in both mails and the WhatsApp link.
  reference TEXT NOT NULL UNIQUE,
  -- The client's per-fill id: a double click or a retry gives one enquiry.
  submission_id TEXT UNIQUE,
  -- 'received' normally; 'spam' when the honeypot was filled (stored, never mailed).
  status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'spam')),
  created_at INTEGER NOT NULL
);

-- Per kind and month counter behind the reference's sequence number.
CREATE TABLE reference_counters (
  key TEXT PRIMARY KEY,
  last INTEGER NOT NULL
);

CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  -- One row per address whatever its capitalisation: NOCASE makes the UNIQUE and
  -- every comparison case-insensitive.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  -- SHA-256 (hex) of the tokens mailed in links; the tokens themselves are never stored.
  confirm_token_hash TEXT UNIQUE,
  confirm_expires_at INTEGER,
  unsubscribe_token_hash TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  unsubscribed_at INTEGER
);

CREATE TABLE outgoing_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER REFERENCES enquiries (id),
  subscriber_id INTEGER REFERENCES subscribers (id),
  -- Which template produced it: 'enquiry-owner', 'enquiry-ack', 'subscribe-confirmation'.
  template TEXT NOT NULL,
  recipient TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  html TEXT,
  body_text TEXT,
  -- Extra mail headers as a JSON object (List-Unsubscribe…).
  headers TEXT,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'not_sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  provider_id TEXT,
  -- Sent as Idempotency-Key on every attempt, so a retry never sends twice.
  idempotency_key TEXT NOT NULL UNIQUE,
  next_attempt_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX outgoing_messages_due ON outgoing_messages (status, next_attempt_at);
