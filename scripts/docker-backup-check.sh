#!/usr/bin/env bash
# Checks docs/deploy.md's one-container backup commands against a real Docker engine: the image
# (`docker build -t dds .` first) runs with its data and its backups on two named volumes, a backup
# is made through the running server (`npm run backup`), the container is removed, and the backup
# is still on the volume, where a new container lists it and restores it into a fresh data volume
# that then serves the site. Needs a Docker engine and the Dockerfile's base image (on a machine
# without an image registry, a local stand-in of it). Usage: scripts/docker-backup-check.sh [IMAGE=dds]
set -euo pipefail
image=${1:-dds}
run=dds-check-$$
data=$run-data
backups=$run-backups
restored=$run-restored
port=${PORT:-3390}
secrets=(-e "SESSION_SECRET=$(openssl rand -hex 32)" -e "SUPPRESSION_SECRET=$(openssl rand -hex 32)")

cleanup() {
  docker rm -f "$run" "$run-2" >/dev/null 2>&1 || true
  docker volume rm "$data" "$backups" "$restored" >/dev/null 2>&1 || true
}
trap cleanup EXIT

wait_healthy() {
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && return 0
    sleep 1
  done
  echo "docker-backup-check: $1 did not become ready"; docker logs "$1" | tail -20; exit 1
}

echo "1. The server on two volumes (data, backups), as docs/deploy.md runs it"
docker run -d --name "$run" "${secrets[@]}" -e BACKUP_DIR=/app/backups \
  -p "127.0.0.1:$port:3000" -v "$data:/app/data" -v "$backups:/app/backups" "$image" >/dev/null
wait_healthy "$run"

echo "2. A backup now, made by the running server"
docker exec "$run" npm run --silent backup

echo "3. The container removed; the backup outlives it on its volume"
docker rm -f "$run" >/dev/null
listing=$(docker run --rm -v "$backups:/app/backups" "$image" ls -l /app/backups)
echo "$listing"
file=$(docker run --rm -v "$backups:/app/backups" "$image" sh -c 'ls -1 /app/backups/*.backup | tail -1')
[ -n "$file" ] || { echo "docker-backup-check: no backup on the volume"; exit 1; }
echo "$listing" | grep -q -- "-rw------- .* $(basename "$file")" \
  || { echo "docker-backup-check: $(basename "$file") is not private (0600)"; exit 1; }

echo "4. Restored into a fresh data volume by a new container, which then serves the site"
docker run --rm "${secrets[@]}" -e BACKUP_DIR=/app/backups -v "$restored:/app/data" \
  -v "$backups:/app/backups" "$image" npm run --silent restore -- "$file"
docker run -d --name "$run-2" "${secrets[@]}" -e BACKUP_DIR=/app/backups \
  -p "127.0.0.1:$port:3000" -v "$restored:/app/data" -v "$backups:/app/backups" "$image" >/dev/null
wait_healthy "$run-2"
# Read whole first: grep -q stops at the match, and curl's broken pipe would fail the check.
page=$(curl -sf "http://127.0.0.1:$port/")
grep -q "Durham Data Strategy" <<<"$page" \
  || { echo "docker-backup-check: the restored server does not serve /"; exit 1; }
echo "docker-backup-check: ok ($(basename "$file") written, kept after the container, restored)"
