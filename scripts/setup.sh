#!/usr/bin/env bash
# Everything a fresh Debian machine with only Node needs: pnpm, the server's PDF font, Debian's Chromium and CJK fonts
# (for the browser tests), PostgreSQL (for the server's tests), poppler-utils and NSS tools (to verify signed
# PDFs), Tesseract with simplified Chinese (to recognise scanned drawings), and the packages from the frozen lockfile.
#   bash scripts/setup.sh            # all of it
#   bash scripts/setup.sh --no-browser   # skip Chromium, fonts and PostgreSQL (enough for `pnpm start`)
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Atelier needs Node >= 20.19, found "+process.version); process.exit(1) }'

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
