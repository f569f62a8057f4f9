#!/usr/bin/env bash
# Every test, fastest first. Exits non-zero on the first failure; prints each step's time against its budget, the
# total, and a one-line tally.
#   bash scripts/test.sh                    everything (CI)
#   bash scripts/test.sh --changed [BASE]   for developers: only the steps a change since BASE (default: main's
#                                           merge base, or HEAD for uncommitted work) can affect; Vitest runs only
#                                           the test files that import a changed file
set -uo pipefail
cd "$(dirname "$0")/.."
# Node 24 from .tools/node (scripts/setup.sh) first on PATH, whatever PATH this was called with.
. scripts/env.sh || exit 1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

changed_only=false
base=""
# `pnpm test -- --changed` hands the separator on.
[ "${1:-}" = "--" ] && shift
if [ "${1:-}" = "--changed" ]; then
  changed_only=true
  base=${2:-$(git merge-base HEAD origin/main 2>/dev/null || git merge-base HEAD main 2>/dev/null || echo HEAD)}
  changes=$( (git diff --name-only "$base"; git ls-files --others --exclude-standard) | sort -u)
  echo "changed since $base: $(echo "$changes" | grep -c .) files"
fi

# Is any changed file under one of these paths (extended regular expressions)?
touches() {
  [ "$changed_only" = false ] && return 0
  echo "$changes" | grep -qE "$1"
}

passed=0
failed=0
skipped=0
total_start=$SECONDS
# step NAME BUDGET_SECONDS COMMAND...: the budgets add up to 1705 s, within the 30 minutes (1800 s) CI may take on 2 cores; a
# step over its budget passes but says so.
step() {
  local name=$1 budget=$2
  shift 2
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    local took=$((SECONDS - start))
    local over=""
    [ "$took" -gt "$budget" ] && over=" OVER BUDGET"
    echo "=== $name passed ($took s of a $budget s budget$over)"
  else
    failed=$((failed + 1))
    echo "=== $name FAILED ($((SECONDS - start)) s)"
    echo "total $((SECONDS - total_start)) s"
    echo "steps: $passed passed, $failed failed"
    exit 1
  fi
}
skip() {
  skipped=$((skipped + 1))
  echo
  echo "=== $1 skipped (nothing it covers changed)"
}

vitest_changed=()
[ "$changed_only" = true ] && vitest_changed=(--changed "$base")

step lint 15 pnpm lint
step typecheck 45 pnpm typecheck
step unit 240 pnpm test:unit "${vitest_changed[@]}"
if touches '^(apps/server|packages/api)/'; then step server-pg 150 pnpm test:server:pg; else skip server-pg; fi
step build 60 pnpm build
# The JS the portal's login page and dashboard load up front, and the packages' tarballs, against their budgets (issue 31).
step size-budget 10 node scripts/size-budget.mjs
# The three published packages as npm would pack them: publint --strict and attw (are the types wrong).
if touches '^packages/(ui|api|features)/'; then
  step package 30 pnpm --workspace-concurrency=1 --filter @atelier/ui --filter @atelier/api --filter @atelier/features check-package
else
  skip package
fi
if touches '^(packages/(ui|features|api)/|\.storybook/|tests/vrt/)'; then
  step build-storybook 75 pnpm build-storybook
  # Every story played once, in the built Storybook: play function, axe, and the picture of those tagged `vrt`.
  step stories 480 pnpm test:vrt
else
  skip build-storybook
  skip stories
fi
# The packed packages in a fresh Vite app (their dist/ from the build step above).
if touches '^(packages/(ui|api|features)/|tests/consumer/)'; then
  step consumer 60 env CONSUMER_SKIP_BUILD=1 pnpm test:consumer
else
  skip consumer
fi
if touches '^(apps/|packages/|tests/e2e/)'; then step e2e 540 env E2E_SKIP_BUILD=1 pnpm test:e2e; else skip e2e; fi
echo
echo "total $((SECONDS - total_start)) s"
if [ "$skipped" -gt 0 ]; then
  echo "steps: $passed passed, $failed failed, $skipped skipped"
else
  echo "steps: $passed passed, $failed failed"
fi
