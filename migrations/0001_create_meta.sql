-- The first migration: a table recording schema facts, so the folder is live from day one.
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', 'estudio-fotografia');
