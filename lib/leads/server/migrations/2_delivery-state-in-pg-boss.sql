-- Where a lead stands with each destination is pg-boss's: its job (waiting, retrying, done) or its
-- dead letter. The row's copies of that state go; the lead itself stays whole.
DROP INDEX IF EXISTS leads.lead_pending;
DROP INDEX IF EXISTS leads.lead_unpurged;
DROP INDEX IF EXISTS leads.lead_unpurged_dead;
ALTER TABLE leads.lead
  DROP COLUMN attempts, DROP COLUMN last_error, DROP COLUMN forwarded_at, DROP COLUMN dead_at,
  DROP COLUMN webhook_at, DROP COLUMN webhook_attempts, DROP COLUMN webhook_error, DROP COLUMN webhook_dead_at,
  DROP COLUMN google_at, DROP COLUMN google_attempts, DROP COLUMN google_error, DROP COLUMN google_dead_at,
  DROP COLUMN meta_at, DROP COLUMN meta_attempts, DROP COLUMN meta_error, DROP COLUMN meta_dead_at,
  DROP COLUMN confirm_at, DROP COLUMN confirm_attempts, DROP COLUMN confirm_error, DROP COLUMN confirm_dead_at,
  DROP COLUMN ack_at, DROP COLUMN ack_attempts, DROP COLUMN ack_error, DROP COLUMN ack_dead_at,
  DROP COLUMN alert_at, DROP COLUMN alert_attempts, DROP COLUMN alert_error, DROP COLUMN alert_dead_at;
-- The retention sweep's candidates: leads past the period that still hold personal fields.
CREATE INDEX lead_unpurged ON leads.lead (created_at) WHERE purged_at IS NULL;
