#!/usr/bin/env bash
# Backs up the Schuss database with pg_dump: custom format (compressed, restorable table by table
# with pg_restore), one timestamped file per run, the oldest removed beyond BACKUP_KEEP.
#
#   DATABASE_URL=postgres://… scripts/backup.sh            # or: scripts/backup.sh postgres://…
#   BACKUP_DIR   where the files go (default: ./backups)
#   BACKUP_KEEP  how many of the newest backups to keep (default: 14; a daily timer keeps two weeks)
#
# Prints the path of the new backup. The media library is in the database (bytea): the dump has it.
set -euo pipefail

url="${1:-${DATABASE_URL:-}}"
if [ -z "$url" ]; then
  echo "backup.sh: no database: pass a postgres:// URL or set DATABASE_URL" >&2
  exit 2
fi
dir="${BACKUP_DIR:-./backups}"
keep="${BACKUP_KEEP:-14}"
if ! [[ "$keep" =~ ^[1-9][0-9]*$ ]]; then
  echo "backup.sh: BACKUP_KEEP must be a whole number ≥ 1 (got '$keep')" >&2
  exit 2
fi
mkdir -p "$dir"

# UTC and sortable: the names' order is the backups' order (retention relies on it).
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
file="$dir/schuss-$stamp.dump"
partial="$file.partial"
trap 'rm -f "$partial"' EXIT

# Written under another name, then renamed: a dump cut short never looks like a backup.
pg_dump --format=custom --compress=6 --no-password --file="$partial" "$url"
# A file pg_restore cannot list is not a backup.
pg_restore --list "$partial" >/dev/null
mv "$partial" "$file"

# Retention: keep the newest $keep backups of this naming scheme, remove the rest.
mapfile -t all < <(find "$dir" -maxdepth 1 -type f -name 'schuss-*.dump' -printf '%f\n' | sort -r)
for old in "${all[@]:$keep}"; do
  rm -f -- "$dir/$old"
done

echo "$file"
