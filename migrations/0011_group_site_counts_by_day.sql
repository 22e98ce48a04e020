-- The daily counts as one row per Buenos Aires day, where site_counts held one per day, kind,
-- page and source: the daily add-up rewrites the row of each day its batches touch, so it
-- writes a row or two whatever the pages and sources seen (worker/insight/week.ts).
--   counts: a JSON array of [kind, route, source, n], a batch's entries without their day;
--           kinds, sources and the 20-sources-a-day cap as before (0007, 0009)
-- A day holds at most 2 kinds × the site's pages × 20 sources: tens of KB, far under D1's
-- row limit. Nothing about a person. Kept 25 months, then the daily clean-up deletes it.
CREATE TABLE site_day_counts (
  day TEXT PRIMARY KEY,
  counts TEXT NOT NULL CHECK (json_valid(counts))
) WITHOUT ROWID;

INSERT INTO site_day_counts (day, counts)
SELECT day, json_group_array(json_array(kind, route, source, n)) FROM (
  SELECT day, kind, route, source, n FROM site_counts ORDER BY day, kind, route, source
)
GROUP BY day;

DROP TABLE site_counts;
ALTER TABLE site_day_counts RENAME TO site_counts;
