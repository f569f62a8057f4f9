#!/usr/bin/env bash
# Packs @atelier/ui as npm would publish it, installs the tarball into a fresh app outside the
# workspace, builds that app with plain Vite, and checks in Chromium that the components work.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/atelier-consumer.XXXXXX)
trap 'rm -rf "$work"' EXIT

pnpm --dir "$root/packages/ui" build >/dev/null
(cd "$root/packages/ui" && pnpm pack --pack-destination "$work" >/dev/null)
tarball=$(ls "$work"/atelier-ui-*.tgz)

cp -r "$root/tests/consumer/app" "$work/app"
cd "$work/app"
cat > package.json <<JSON
{
  "name": "atelier-ui-consumer",
  "private": true,
  "type": "module",
  "dependencies": {
    "@atelier/ui": "file:$tarball",
    "react": "19.3.1",
    "react-dom": "19.3.1"
  },
  "devDependencies": {
    "@vitejs/plugin-react": "6.3.0",
    "vite": "8.3.8"
  }
}
JSON
printf 'allowBuilds:\n  esbuild: true\n' > pnpm-workspace.yaml
pnpm install --silent
pnpm exec vite build --logLevel warn

cd "$root"
CONSUMER_DIST="$work/app/dist" pnpm exec playwright test -c tests/consumer/playwright.config.ts
