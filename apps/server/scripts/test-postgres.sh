#!/usr/bin/env bash
# Runs the server's tests on PostgreSQL: starts a throwaway cluster (Debian's postgresql) on a loopback port in a
# temporary directory, runs `vitest run --project 'server*'` (both server projects) with DATABASE_URL pointing at it (the
# file seeds a template database, each file copies it into its own database and drops that at the end; see
# src/testing/seedCache.ts), then stops the cluster and removes it, whatever the outcome.
#   bash apps/server/scripts/test-postgres.sh            # all server tests
#   bash apps/server/scripts/test-postgres.sh apps/server/src/routes/auth.test.ts -t lockout
#                                                        # these files (or filters) instead, and vitest options
# Needs: apt-get install -y postgresql
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
. "$root/scripts/env.sh"

bin=""
for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then bin=$dir; break; fi
done
if [ -z "$bin" ]; then
  echo "test-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

port=${ATELIER_TEST_PG_PORT:-}
if [ -z "$port" ]; then
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
fi

work=$(mktemp -d /tmp/atelier-pg-XXXXXX)
chmod 755 "$work"
[ "$(id -u)" -eq 0 ] && chown postgres "$work"
data="$work/data"

stop() {
  as_owner "$bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

echo "test-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($work)"
as_owner "$bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log" >&2; exit 1; }
as_owner "$bin/pg_ctl" -D "$data" -l "$work/postgres.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $work -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null ||
  { cat "$work/postgres.log" >&2; exit 1; }

cd "$root"
status=0
# Vitest runs the files that match any filter: the server's, unless the arguments name some.
filters=(apps/server)
for arg in "$@"; do
  case $arg in -*) ;; *) filters=(); break ;; esac
done
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run --project 'server*' "${filters[@]}" "$@" || status=$?
exit $status
