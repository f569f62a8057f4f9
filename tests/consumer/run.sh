#!/usr/bin/env bash
# Packs @atelier/ui and @atelier/api as npm would publish them, installs the tarballs into a fresh app outside
# the workspace, checks @atelier/api's entry points (root, /client, /server, /msw) with TypeScript and in Node,
# builds the app with plain Vite, and checks in Chromium that the components and the client work.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/atelier-consumer.XXXXXX)
trap 'rm -rf "$work"' EXIT

pnpm --dir "$root/packages/ui" build >/dev/null
(cd "$root/packages/ui" && pnpm pack --pack-destination "$work" >/dev/null)
tarball=$(ls "$work"/atelier-ui-*.tgz)
pnpm --dir "$root/packages/api" build >/dev/null
(cd "$root/packages/api" && pnpm pack --pack-destination "$work" >/dev/null)
api_tarball=$(ls "$work"/atelier-api-*.tgz)

cp -r "$root/tests/consumer/app" "$work/app"
cd "$work/app"
cat > package.json <<JSON
{
  "name": "atelier-ui-consumer",
  "private": true,
  "type": "module",
  "dependencies": {
    "@atelier/api": "file:$api_tarball",
    "@atelier/ui": "file:$tarball",
    "msw": "3.0.5",
    "react": "19.3.1",
    "react-dom": "19.3.1"
  },
  "devDependencies": {
    "@vitejs/plugin-react": "6.3.0",
    "typescript": "7.0.2",
    "vite": "8.3.8"
  }
}
JSON
printf 'allowBuilds:\n  esbuild: true\n  msw: true\n' > pnpm-workspace.yaml
pnpm install --silent
# @atelier/api: its declarations as Node resolves them, then each entry point loaded in Node.
pnpm exec tsc -p tsconfig.api.json
node check/api.mjs
pnpm exec vite build --logLevel warn

cd "$root"
CONSUMER_DIST="$work/app/dist" pnpm exec playwright test -c tests/consumer/playwright.config.ts
