#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium (Playwright drives
# /usr/bin/chromium; nothing downloads a browser), PostgreSQL (integration tests start
# their own throwaway server) and Java (the HTML validator).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql postgresql-contrib)
# The HTML validator (vnu-jar) runs on Java.
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
# `npm run cluster` and its journey put nginx in front of the processes (run as a child, no system service).
[ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing from Debian: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  # Debian starts a cluster on install; the tests start their own, so stop the system one.
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    for c in $(pg_lsclusters -h 2>/dev/null | awk '{print $1"/"$2}'); do $SUDO pg_ctlcluster ${c/\// } stop || true; done
  fi
fi
