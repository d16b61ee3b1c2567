-- The acknowledgements' limits (leadStore.ts claimAck): one a day per address, a cap per clock hour
-- for the whole site. Counters, not leads: a table of their own, whose rows end with their period.
CREATE TABLE leads.mail_quota (bucket text PRIMARY KEY, lead_id bigint, sent integer NOT NULL DEFAULT 1, until timestamptz NOT NULL);
CREATE INDEX mail_quota_until ON leads.mail_quota (until);
