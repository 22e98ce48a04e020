-- Visits and taps as the Worker writes them: each isolate adds up its page views in memory
-- and writes them here as one row (a JSON array of [day, kind, route, source, n]) every few
-- hundred views or seconds, not one row per view (worker/insight/tally.ts). The daily cron and
-- the Monday summary add every batch to site_counts (its 20-sources-a-day cap applied there)
-- and delete it: a batch lives a day at most. Nothing about a person, as in site_counts.
CREATE TABLE site_count_batches (
  id INTEGER PRIMARY KEY,
  counts TEXT NOT NULL
);
