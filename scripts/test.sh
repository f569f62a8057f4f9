#!/usr/bin/env bash
# Every test, fastest first. Exits non-zero on the first failure; ends with a one-line tally.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

passed=0
failed=0
step() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name passed ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    echo "=== $name FAILED ($((SECONDS - start)) s)"
    echo "steps: $passed passed, $failed failed"
    exit 1
  fi
}

step lint pnpm lint
step typecheck pnpm typecheck
step unit pnpm test:unit
step server-pg pnpm test:server:pg
step build pnpm build
step package pnpm --filter @atelier/ui check-package
step build-storybook pnpm build-storybook
step stories pnpm test:stories
step vrt pnpm test:vrt
step consumer pnpm test:consumer
step e2e pnpm test:e2e
echo
echo "steps: $passed passed, $failed failed"
