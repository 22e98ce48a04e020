-- Signing in to the editor when strangers ask for her codes (worker/editor/).
-- A browser she signed in from: the random token of its long-lived cookie, stored only as
-- a SHA-256 hash, with her address. Its code requests are counted apart from anyone
-- else's. Lives 400 days from her last sign-in on it; the daily clean-up deletes ended ones.
CREATE TABLE editor_known_browsers (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX editor_known_browsers_email ON editor_known_browsers (email);

-- Requests for a code are now counted for a day: from a browser known for the address
-- (known = 1) or not, and whether the request got a code (issued = 1; anonymous ones get
-- one a day between them). Rows from before are taken as anonymous and issued.
ALTER TABLE editor_code_requests ADD COLUMN known INTEGER NOT NULL DEFAULT 0;
ALTER TABLE editor_code_requests ADD COLUMN issued INTEGER NOT NULL DEFAULT 0;
UPDATE editor_code_requests SET issued = 1;
DROP INDEX editor_code_requests_address;
CREATE INDEX editor_code_requests_address ON editor_code_requests (address_hash, known, created_at);

-- Refused codes, counted for a day too: those from anonymous browsers have a daily cap.
ALTER TABLE editor_sign_in_failures ADD COLUMN known INTEGER NOT NULL DEFAULT 0;

-- A code is written for any address asked for (so an editor's request and anyone else's
-- write the same rows), found by the address's HMAC under EDITOR_CODE_SECRET; the address
-- itself is kept only for an editor's (NULL otherwise). Codes live 10 minutes: those made
-- before this migration are dropped with their table.
DROP TABLE editor_codes;
CREATE TABLE editor_codes (
  id INTEGER PRIMARY KEY,
  address_hash TEXT NOT NULL,
  email TEXT COLLATE NOCASE,
  code_hash TEXT NOT NULL,
  browser_hash TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX editor_codes_browser ON editor_codes (address_hash, browser_hash, created_at);
CREATE INDEX editor_codes_email ON editor_codes (email);
