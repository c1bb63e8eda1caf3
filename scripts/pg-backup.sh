#!/bin/sh
# Nightly pg_dump of the PostgreSQL deployment (compose.yaml's `backup` service): one dump at start,
# then one every night at BACKUP_AT (default 02:30) in TZ (default Europe/London), each written to
# a .partial file and renamed when complete (a dump cut short is never taken for a backup), 0600,
# into BACKUP_DIR (default /backups, a volume of its own). Dumps older than BACKUP_KEEP_DAYS
# (default 14) are deleted. Connection: the libpq variables (PGHOST, PGUSER, PGPASSWORD,
# PGDATABASE). BACKUP_ONCE=1 makes one dump and exits (tests, or a dump now:
# `docker compose run --rm -e BACKUP_ONCE=1 backup`). Restore: docs/deploy.md.
set -eu
dir=${BACKUP_DIR:-/backups}
keep=${BACKUP_KEEP_DAYS:-14}
at=${BACKUP_AT:-02:30}
export TZ="${TZ:-Europe/London}"
umask 077
mkdir -p "$dir"

dump() {
  file="$dir/dds-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump"
  if pg_dump --format=custom --file="$file.partial"; then
    mv "$file.partial" "$file"
    echo "pg-backup: wrote $file ($(wc -c < "$file") bytes)"
  else
    rm -f "$file.partial"
    echo "pg-backup: pg_dump failed; the previous dumps are kept" >&2
    return 1
  fi
  find "$dir" -maxdepth 1 -name 'dds-*.dump' -mtime +"$keep" -print -delete |
    sed 's/^/pg-backup: deleted (older than the kept days) /'
}

if [ "${BACKUP_ONCE:-0}" = 1 ]; then
  dump
  exit
fi
while :; do
  dump || true
  now=$(date +%s)
  next=$(date -d "today $at" +%s)
  [ "$next" -gt "$now" ] || next=$(date -d "tomorrow $at" +%s)
  sleep $((next - now))
done
