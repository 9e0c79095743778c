#!/usr/bin/env bash
# Rolling deploy of the compose stack (README "Production"): `docker compose up -d` would recreate every app
# replica at once (issue 34: the site answered 503 for 20 s). This builds the image, runs the migrations once, then
# replaces the replicas one at a time: start one new replica, wait until Docker reports it healthy (/health/ready),
# stop one old one (SIGTERM: it answers /health/serving with 503 for SHUTDOWN_DELAY_MS so Caddy stops sending, then
# drains), and so on. Any failure stops the script with the old replicas that are left still serving.
#   scripts/deploy-rolling.sh            # build, migrate, roll
#   SKIP_BUILD=1 scripts/deploy-rolling.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SERVICE=app
HEALTH_TIMEOUT_S=${HEALTH_TIMEOUT_S:-120}
compose() { docker compose "$@"; }

health_of() { docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$1"; }

wait_healthy() {
  local id=$1 waited=0
  until [ "$(health_of "$id")" = healthy ]; do
    if [ "$(health_of "$id")" = unhealthy ] || [ "$waited" -ge "$HEALTH_TIMEOUT_S" ]; then
      echo "replica ${id:0:12} is not healthy after ${waited}s: stopping the deploy (old replicas keep serving)" >&2
      docker logs --tail 20 "$id" >&2 || true
      exit 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
}

# The migrate service builds the image the replicas run (odance:latest).
if [ -z "${SKIP_BUILD:-}" ]; then compose build migrate; fi
# Migrations first, once; they stay compatible with the release still running (README "Deploys").
compose run --rm migrate

mapfile -t old < <(compose ps -q "$SERVICE")
count=${#old[@]}
if [ "$count" -eq 0 ]; then
  echo "no running $SERVICE replica: starting the stack"
  compose up -d
  exit 0
fi
echo "replacing $count replica(s) one at a time"

for id in "${old[@]}"; do
  before=$(compose ps -q "$SERVICE" | sort)
  # One more replica from the new image; --no-recreate leaves the running ones alone.
  compose up -d --no-deps --no-recreate --scale "$SERVICE=$((count + 1))" "$SERVICE"
  new=$(comm -13 <(echo "$before") <(compose ps -q "$SERVICE" | sort) | head -1)
  if [ -z "$new" ]; then echo "no new replica was started" >&2; exit 1; fi
  wait_healthy "$new"
  echo "replica ${new:0:12} healthy; stopping ${id:0:12}"
  # docker stop sends STOPSIGNAL (SIGTERM) and waits stop_grace_period before SIGKILL.
  docker stop --time 40 "$id" >/dev/null
  docker rm "$id" >/dev/null
done
echo "deploy done: $(compose ps -q "$SERVICE" | wc -l) replica(s) on the new image"
