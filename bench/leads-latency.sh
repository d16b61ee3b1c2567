#!/usr/bin/env bash
# The accept-latency table in one go, against a running `npm run serve:cluster` (started with
# CMS_REVALIDATE_SECONDS=86400 LEADS_RATE_LIMIT=100000 RECAPTCHA_VERIFY_URL=http://127.0.0.1:3990/siteverify):
# the first burst after the start, two warm runs, a kill -9 of :3001, then (35 s later) of :3002.
# Each run is bench/leads-load.mjs at 200 leads/s for 10 s; loopback only, bounded by its own limits.
#   bash bench/leads-latency.sh
set -u
cd "$(dirname "$0")/.."
B="node bench/leads-load.mjs --site http://127.0.0.1:3000 --cms http://127.0.0.1:1337 --rate 200 --seconds 10 --repeat 0"
for r in first warm1 warm2; do
  echo "== $r $(uptime | sed 's/.*load/load/')"
  timeout 150 $B 2>&1 | grep -E "statuses|latency|CPU|accepted"
  sleep 3
done
echo "== kill :3001 $(uptime | sed 's/.*load/load/')"
timeout 150 $B --kill-at 4 --kill-port 3001 2>&1 | grep -E "statuses|latency|CPU|accepted|kill"
sleep 35
echo "== kill :3002 $(uptime | sed 's/.*load/load/')"
timeout 150 $B --kill-at 4 --kill-port 3002 2>&1 | grep -E "statuses|latency|CPU|accepted|kill"
