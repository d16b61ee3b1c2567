-- The lead table as the site made it before its schema had numbered migrations: a database made
-- then already has all of it (IF NOT EXISTS), a new one gets it here.
CREATE SCHEMA IF NOT EXISTS leads;
CREATE TABLE IF NOT EXISTS leads.lead (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  path text NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0, last_error text, forwarded_at timestamptz, dead_at timestamptz,
  webhook_at timestamptz, webhook_attempts integer NOT NULL DEFAULT 0, webhook_error text, webhook_dead_at timestamptz,
  purged_at timestamptz,
  google_at timestamptz, google_attempts integer NOT NULL DEFAULT 0, google_error text, google_dead_at timestamptz,
  meta_at timestamptz, meta_attempts integer NOT NULL DEFAULT 0, meta_error text, meta_dead_at timestamptz,
  held_reason text, released_at timestamptz, email_hash text, phone_hash text, repeat_of bigint, confirmed_at timestamptz,
  confirm_at timestamptz, confirm_attempts integer NOT NULL DEFAULT 0, confirm_error text, confirm_dead_at timestamptz,
  ack_at timestamptz, ack_attempts integer NOT NULL DEFAULT 0, ack_error text, ack_dead_at timestamptz,
  alert_at timestamptz, alert_attempts integer NOT NULL DEFAULT 0, alert_error text, alert_dead_at timestamptz
);
CREATE INDEX IF NOT EXISTS lead_pending ON leads.lead (created_at) WHERE forwarded_at IS NULL AND dead_at IS NULL;
CREATE INDEX IF NOT EXISTS lead_unpurged ON leads.lead (forwarded_at) WHERE purged_at IS NULL;
CREATE INDEX IF NOT EXISTS lead_unpurged_dead ON leads.lead (dead_at) WHERE purged_at IS NULL AND dead_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS lead_email_hash ON leads.lead (email_hash, created_at) WHERE email_hash IS NOT NULL;
CREATE INDEX IF NOT EXISTS lead_phone_hash ON leads.lead (phone_hash, created_at) WHERE phone_hash IS NOT NULL;
