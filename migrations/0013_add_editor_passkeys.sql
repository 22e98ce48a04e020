-- Signing in to the editor with a passkey (worker/editor/passkeys.ts).
-- A passkey an editor saved on one of her devices: its credential id and the public key its
-- signatures are checked with (both base64url), the counter it reports, how the browser may
-- reach it (JSON list of transports), the user handle it was made for, and a name she can
-- read ("Chrome en Android"). Kept until she removes it; one whose address is no longer an
-- editor's signs nobody in.
CREATE TABLE editor_passkeys (
  credential_id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  user_handle TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX editor_passkeys_email ON editor_passkeys (email);

-- A challenge handed to a browser for one passkey ceremony, stored only as a SHA-256 hash
-- and bound to that browser's pre-sign-in cookie (its hash): single use (deleted when
-- used), 5 minutes. For saving a passkey, the signed-in editor it was asked for and the
-- user handle the new passkey is made for. Expired ones are deleted each time a new one is made.
CREATE TABLE editor_passkey_challenges (
  challenge_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  browser_hash TEXT NOT NULL,
  email TEXT COLLATE NOCASE,
  user_handle TEXT,
  expires_at INTEGER NOT NULL
);
CREATE INDEX editor_passkey_challenges_expiry ON editor_passkey_challenges (expires_at);
