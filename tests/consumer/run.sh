#!/usr/bin/env bash
# Packs @atelier/ui, @atelier/api and @atelier/features as npm would publish them, installs the three tarballs into a
# fresh Vite + React 19 app outside the workspace, checks @atelier/api's entry points with TypeScript (as Node
# resolves them) and in Node, type-checks the app with the Vite template's tsconfig (strict, verbatimModuleSyntax,
# erasableSyntaxOnly), builds it with plain Vite (no vanilla-extract plugin) and checks in Chromium that the README
# examples (extracted from packages/*/README.md into the app) render and work.
#   CONSUMER_SKIP_BUILD=1   use the packages' dist/ as they are (the CI's build step made them)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$root/scripts/env.sh"
work=$(mktemp -d /tmp/atelier-consumer.XXXXXX)
[ "${CONSUMER_KEEP:-}" = 1 ] || trap 'rm -rf "$work"' EXIT
started=$SECONDS
lap() { echo "consumer: $1 ($((SECONDS - started)) s)"; }

for pkg in ui api features; do
  [ "${CONSUMER_SKIP_BUILD:-}" = 1 ] || pnpm --dir "$root/packages/$pkg" build >/dev/null
  (cd "$root/packages/$pkg" && pnpm pack --pack-destination "$work" >/dev/null)
done
lap "packed"

cp -r "$root/tests/consumer/app" "$work/app"
cd "$work/app"
node "$root/tests/consumer/extract-readme.mjs" "$work/app"
cat > package.json <<JSON
{
  "name": "atelier-consumer",
  "private": true,
  "type": "module",
  "dependencies": {
    "@atelier/api": "file:$(ls "$work"/atelier-api-*.tgz)",
    "@atelier/features": "file:$(ls "$work"/atelier-features-*.tgz)",
    "@atelier/ui": "file:$(ls "$work"/atelier-ui-*.tgz)",
    "@tanstack/react-query": "5.108.0",
    "hash-wasm": "4.13.0",
    "msw": "3.0.5",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "react-hook-form": "7.92.0"
  },
  "devDependencies": {
    "@types/react": "19.3.0",
    "@types/react-dom": "19.3.0",
    "@vitejs/plugin-react": "6.3.0",
    "typescript": "7.0.2",
    "vite": "8.3.8"
  }
}
JSON
printf 'allowBuilds:\n  esbuild: true\n  msw: true\nstrictPeerDependencies: true\n' > pnpm-workspace.yaml
pnpm install --prefer-offline --silent
lap "installed"
# MSW's service worker script, as `npx msw init public` writes it.
mkdir -p public && cp node_modules/msw/lib/mockServiceWorker.js public/
# @atelier/api: its declarations as Node resolves them, then each entry point loaded in Node.
pnpm exec tsc -p tsconfig.api.json
node check/api.mjs
# The app (the README examples) as the Vite template's TypeScript settings read it.
pnpm exec tsc -p tsconfig.app.json
lap "type-checked"
pnpm exec vite build --logLevel warn
lap "built"

cd "$root"
CONSUMER_DIST="$work/app/dist" pnpm exec playwright test -c tests/consumer/playwright.config.ts
lap "done"
