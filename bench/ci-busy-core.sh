#!/usr/bin/env bash
# The test command as CI runs it (`bash .ci/run` in a fresh clone, ../shared beside it) on a
# machine twice as slow: one of the two cores kept busy by another process the whole time.
#   bash bench/ci-busy-core.sh [runs=3] [--quiet]   (--quiet: no busy core, the baseline)
#   REF=<commit> bash bench/ci-busy-core.sh 1 --quiet   (an earlier commit, to compare on one machine)
# Prints each run's result and time; the runs' logs stay in .tmp/ci-busy/run-N.log, their
# Playwright reports in .tmp/ci-busy/run-N.json (read them with bench/test-phases.mjs).
# Bounded: the busy loop ends with the script (trap), each run with CI's own 90 min limit.
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
runs=${1:-3}
busy=1
[ "${2:-}" = "--quiet" ] && busy=0
out="$repo/.tmp/ci-busy"
mkdir -p "$out"
pid=
stop_busy() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; pid=; }
trap stop_busy EXIT
for n in $(seq 1 "$runs"); do
  work=$(mktemp -d /tmp/ci-busy-XXXX)
  # mktemp makes it 0700; the embedded Postgres runs as its own user (we are root) and must reach it.
  chmod 755 "$work"
  git clone -q "$repo" "$work/main"
  [ -n "${REF:-}" ] && git -C "$work/main" checkout -q "$REF"
  cp -r "$repo/../shared" "$work/shared"
  if [ "$busy" = 1 ]; then taskset -c 0 sh -c 'while :; do :; done' & pid=$!; fi
  t0=$(date +%s)
  (cd "$work/main" && timeout 5400 bash .ci/run) > "$out/run-$n.log" 2>&1
  rc=$?
  stop_busy
  echo "run $n of $(git -C "$work/main" rev-parse --short HEAD) ($([ "$busy" = 1 ] && echo 'one core busy' || echo quiet)): exit $rc in $(( $(date +%s) - t0 )) s; $(grep -a -E '^\s+[0-9]+ (passed|failed|flaky|did not run)' "$out/run-$n.log" | tr -s ' ' | tr '\n' ';')"
  cp "$work/main/test-results/results.json" "$out/run-$n.json" 2>/dev/null
  rm -rf "$work"
done
