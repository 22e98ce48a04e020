-- Signing in to the editor, harder to automate against her (worker/editor/).
-- A code is bound to the browser that asked for it: the SHA-256 hash of that browser's
-- short-lived pre-sign-in cookie. Only that browser's tries count against it or redeem
-- it. Codes made before this migration have none and can no longer be used (they last
-- 10 minutes). Their code_hash is now an HMAC under EDITOR_CODE_SECRET.
ALTER TABLE editor_codes ADD COLUMN browser_hash TEXT;
CREATE INDEX editor_codes_browser ON editor_codes (email, browser_hash, created_at);

-- Requests for a code, for any address typed in the sign-in window (whether or not it may
-- edit, so the "too many codes" page tells nobody who may): the address only as an HMAC
-- under EDITOR_CODE_SECRET. Three an hour per address; the daily clean-up deletes rows
-- older than an hour.
CREATE TABLE editor_code_requests (
  address_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX editor_code_requests_address ON editor_code_requests (address_hash, created_at);

-- Codes refused for an editor's address, from any browser, the address only as an HMAC as
-- above: five in an hour mail her one warning (at most one a day; that mail is the record
-- of it in outgoing_messages). The daily clean-up deletes rows older than an hour.
CREATE TABLE editor_sign_in_failures (
  address_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX editor_sign_in_failures_address ON editor_sign_in_failures (address_hash, created_at);
