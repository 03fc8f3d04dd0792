#!/usr/bin/env bash
# A deploy without downtime, as root: deploy/deploy.sh GIT_REF
#   1. the new release is checked out and built next to the running one (/opt/schuss/releases/…),
#   2. a backup (scripts/backup.sh), then the migrations (schuss-migrate.service) while the old
#      processes still serve — migrations only add, so the old code keeps working on the new schema,
#   3. /opt/schuss/current points at the new release, and the processes restart one at a time:
#      each unit's start waits for its readiness, nginx sends requests to the others meanwhile.
# Layout: /opt/schuss/repo (a clone), /opt/schuss/releases/<UTC time>, /opt/schuss/current → a release.
set -euo pipefail
ref="${1:?usage: deploy.sh GIT_REF}"
base="${SCHUSS_BASE:-/opt/schuss}"
as_schuss() { runuser -u schuss -- "$@"; }

release="$base/releases/$(date -u +%Y%m%dT%H%M%SZ)"
as_schuss git -C "$base/repo" fetch --quiet --tags origin
as_schuss git -C "$base/repo" worktree add --quiet --detach "$release" "$ref"
cd "$release"
as_schuss npm ci --no-audit --no-fund
# The site is built for this environment's platform URL (PLATFORM_URL, in its Content-Security-Policy).
as_schuss bash -c 'set -a; . /etc/schuss/schuss.env; set +a; npm run build'

systemctl start schuss-backup.service
ln -sfn "$release" "$base/current.new"
mv -T "$base/current.new" "$base/current"
systemctl start schuss-migrate.service

for unit in $(systemctl list-units --plain --no-legend 'schuss-platform@*.service' 'schuss-site@*.service' | awk '{print $1}'); do
  echo "restarting $unit"
  systemctl restart "$unit"
done

# Three releases are kept (a rollback: point `current` at the previous one and restart the units;
# the database stays on the new schema, which the previous code can read).
ls -1d "$base"/releases/*/ | sort | head -n -3 | while read -r old; do
  as_schuss git -C "$base/repo" worktree remove --force "$old"
done
echo "deployed $ref ($release)"
