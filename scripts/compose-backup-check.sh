#!/usr/bin/env bash
# Checks compose.yaml's backup service and docs/deploy.md's restore steps against a real Docker
# engine: the stack comes up (the app image `dds` built first: `docker build -t dds .`), a dump is
# made once the app has migrated, the backup container is removed and the dumps are still on their
# volume, and the newest restores into an emptied database that the app then serves from.
# Needs Docker and a Compose tool (on a machine without a registry, stand-ins for node:26 and
# postgres:17). Runs in a temporary folder with its own .env; removes the stack and its volumes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
compose=$(command -v docker-compose >/dev/null && echo docker-compose || echo "docker compose")
project=ddscheck$$
dir=$(mktemp -d)
mkdir -p "$dir/scripts"
cp "$root/compose.yaml" "$dir/" && cp "$root/scripts/pg-backup.sh" "$dir/scripts/"
printf 'POSTGRES_PASSWORD=%s\nSESSION_SECRET=%s\nSUPPRESSION_SECRET=%s\n' \
  "$(openssl rand -hex 24)" "$(openssl rand -hex 32)" "$(openssl rand -hex 32)" > "$dir/.env"
cd "$dir"
dc() { $compose -p "$project" "$@"; }
cleanup() { dc down -v >/dev/null 2>&1 || true; rm -rf "$dir"; }
# KEEP=1 leaves the stack up to look at (then: docker-compose -p PROJECT down -v).
[ -n "${KEEP:-}" ] || trap cleanup EXIT

ready() {
  for _ in $(seq 1 90); do
    curl -sf http://127.0.0.1:3000/readyz >/dev/null && return 0
    sleep 2
  done
  echo "compose-backup-check: the app did not become ready"; dc logs app | tail -20; exit 1
}
migrations() { dc exec -T db psql -U dds -d dds -Atc "select count(*) from drizzle.__drizzle_migrations"; }

echo "1. The stack up: database, app, backup service"
dc up -d --no-build >/dev/null 2>&1
ready
echo "2. A dump now, as docs/deploy.md says (the service made one at its start too)"
dc run --rm -T -e BACKUP_ONCE=1 backup
applied=$(migrations)
echo "3. The backup container removed; the dumps outlive it on their volume"
dc rm -sf backup >/dev/null 2>&1
listing=$(docker run --rm -v "${project}_db-backups:/backups" --entrypoint ls postgres:17 -l /backups)
echo "$listing"
echo "$listing" | grep -Eq -- '^-rw------- .* dds-[0-9T:-]+Z\.dump$' \
  || { echo "compose-backup-check: no private dump on the volume"; exit 1; }
echo "4. Restored into an emptied database; the app serves from it"
dc stop app >/dev/null 2>&1
dc exec -T db dropdb -U dds --force dds
dc exec -T db createdb -U dds dds
dc run --rm -T --entrypoint sh backup -c \
  'pg_restore --no-owner -d dds "$(ls -1 /backups/dds-*.dump | tail -1)"'
[ "$(migrations)" = "$applied" ] \
  || { echo "compose-backup-check: the restored database lacks the schema ($applied migrations)"; exit 1; }
dc start app >/dev/null 2>&1
ready
# Read whole first: grep -q stops at the match, and curl's broken pipe would fail the check.
page=$(curl -sf http://127.0.0.1:3000/)
grep -q "Durham Data Strategy" <<<"$page" \
  || { echo "compose-backup-check: the restored app does not serve /"; exit 1; }
echo "compose-backup-check: ok (dumps kept after the container; $applied migrations restored)"
