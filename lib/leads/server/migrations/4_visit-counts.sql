-- Visits and their Core Web Vitals as counts, never as people (lib/visits/server.ts): per India's
-- day, page or campaign, channel and device class, the number of visits (metric 'visits', bucket 0)
-- and, for each vital, how many visits fell in each bucket of its histogram. Its size is bounded
-- by its key, whatever the traffic; rows older than the CMS keeps leads are deleted.
CREATE TABLE leads.visit_counts (
  day date NOT NULL, kind text NOT NULL, name text NOT NULL, channel text NOT NULL, device text NOT NULL,
  metric text NOT NULL, bucket smallint NOT NULL, n bigint NOT NULL,
  PRIMARY KEY (day, kind, name, channel, device, metric, bucket)
);
