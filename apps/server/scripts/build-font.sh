#!/usr/bin/env bash
# Rebuilds assets/fonts/wqy-microhei-seed.ttf: the glyphs of WenQuanYi Micro Hei (face 0 of Debian's
# fonts-wqy-microhei .ttc) that the demo seed draws, so that the committed font stays small.
# Run after changing the seed's texts (packages/api/src/seed); the seed refuses to draw a character the font lacks.
# Needs Debian's fonts-wqy-microhei and python3-fonttools (apt-get install -y fonts-wqy-microhei python3-fonttools).
set -euo pipefail
cd "$(dirname "$0")/.."
source=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
[ -f "$source" ] || { echo "build-font: $source is missing: apt-get install -y fonts-wqy-microhei" >&2; exit 1; }
# Debian's python3-fonttools lives in the system Python (a pyenv or venv python3 may come first on PATH).
python=""
for candidate in /usr/bin/python3 python3; do
  if "$candidate" -c 'import fontTools' 2>/dev/null; then python=$candidate; break; fi
done
[ -n "$python" ] || { echo "build-font: apt-get install -y python3-fonttools" >&2; exit 1; }
chars=$(mktemp)
trap 'rm -f "$chars"' EXIT
npx tsx --conditions=@atelier/source scripts/print-charset.ts > "$chars"
"$python" -m fontTools.subset "$source" --font-number=0 --text-file="$chars" \
  --output-file=assets/fonts/wqy-microhei-seed.ttf --layout-features='*' --no-hinting --desubroutinize \
  --name-IDs='*' --name-languages='*' --notdef-outline
echo "build-font: $(wc -c < assets/fonts/wqy-microhei-seed.ttf) bytes, $(wc -m < "$chars") characters"
