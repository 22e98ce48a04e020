-- Signing in to the editor at /admin by e-mail (worker/editor/).
-- A sign-in code: six digits mailed to an editor, stored only as a hash; single use,
-- 10 minutes, 5 tries. Rows stay an hour (three codes an hour per address are counted
-- from them), then the daily clean-up deletes them.
CREATE TABLE editor_codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  code_hash TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX editor_codes_email ON editor_codes (email, created_at);

-- A signed-in browser: the cookie's random token, stored only as a hash, with whose it is.
-- Ends 30 days after sign-in, on "Cerrar sesión" or on revocation; the daily clean-up
-- deletes ended ones.
CREATE TABLE editor_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX editor_sessions_email ON editor_sessions (email);
