#!/usr/bin/env bash
# `pnpm test:e2e [playwright args]`: builds the portal and the server once, then runs the specs, one server per
# worker (playwright.config.ts). E2E_SKIP_BUILD=1 when both are built already (CI's build step has just done it).
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/env.sh
if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  pnpm --filter @atelier/portal --filter @atelier/server build
fi
NODE_OPTIONS=--conditions=@atelier/source exec playwright test -c tests/e2e/playwright.config.ts "$@"
