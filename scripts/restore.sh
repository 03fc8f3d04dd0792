#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into a NEW (or empty) database, never over a
# database that has Schuss tables: restore next to production, check it, then point DATABASE_URL
# at it (or rename the databases) while the processes are stopped.
#
#   scripts/restore.sh backups/schuss-20261125T031500Z.dump postgres://user@host:5432/schuss_restored
#
# The database is created when it does not exist (the URL's user needs CREATEDB for that, and the
# right to create the extensions the migrations use: unaccent, pg_trgm).
set -euo pipefail

file="${1:-}"
url="${2:-}"
if [ -z "$file" ] || [ -z "$url" ]; then
  echo "usage: restore.sh BACKUP_FILE TARGET_DATABASE_URL" >&2
  exit 2
fi
if [ ! -r "$file" ]; then
  echo "restore.sh: cannot read backup file '$file'" >&2
  exit 2
fi
pg_restore --list "$file" >/dev/null

# postgres://user@host:port/NAME?params → NAME, and the same server's maintenance database.
base="${url%%\?*}"
query=""
[ "$base" != "$url" ] && query="?${url#*\?}"
name="${base##*/}"
if ! [[ "$name" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then
  echo "restore.sh: the target database name must be letters, digits and _ (got '$name')" >&2
  exit 2
fi
admin="${base%/*}/postgres$query"

exists="$(psql --no-password -X -q -t -A -d "$admin" -c "select 1 from pg_database where datname = '$name'")"
if [ "$exists" = "1" ]; then
  tables="$(psql --no-password -X -q -t -A -d "$url" -c "select count(*) from pg_tables where schemaname = 'public'")"
  if [ "$tables" != "0" ]; then
    echo "restore.sh: database '$name' already has $tables tables: restore into a new database" >&2
    exit 1
  fi
else
  psql --no-password -X -q -d "$admin" -c "create database \"$name\"" >/dev/null
fi

# One transaction: a restore that fails leaves the database empty, not half restored. Owners and
# grants of the old server are left out: the URL's user owns what it restores.
pg_restore --no-password --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$url" "$file"
echo "restored $file into $name"
