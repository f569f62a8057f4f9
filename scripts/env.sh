# shellcheck shell=sh
# Puts the project's Node first on PATH: Node 24 from .tools/node, which scripts/setup.sh installs from the npm
# registry when the machine's Node is older. Source it (sh, bash or zsh), from the repository's root or by its path:
#   . scripts/env.sh
# .ci/run, scripts/test.sh, `pnpm start`, `pnpm seed` and `pnpm bench` source it themselves, so they run on Node 24
# whatever PATH they are called with. Fails (returns 1, with the reason) when no Node >= 24 is to be had.
if [ -n "${BASH_SOURCE:-}" ]; then
  atelier_root=$(cd "$(dirname "$BASH_SOURCE")/.." && pwd)
elif [ -n "${ZSH_VERSION:-}" ]; then
  # shellcheck disable=SC2296
  atelier_root=$(cd "$(dirname "${(%):-%x}")/.." && pwd)
else
  # dash (pnpm's scripts) cannot tell a sourced file's path: they run from the root.
  atelier_root=$(pwd)
fi
if [ -x "$atelier_root/.tools/node/bin/node" ]; then
  case ":$PATH:" in
    *":$atelier_root/.tools/node/bin:"*) ;;
    *) PATH="$atelier_root/.tools/node/bin:$PATH" && export PATH ;;
  esac
fi
unset atelier_root
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null; then
  echo "Atelier runs on Node 24 (found $(node --version 2>/dev/null || echo none)): run bash scripts/setup.sh" >&2
  false
fi
