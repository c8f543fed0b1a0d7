#!/bin/sh
# A dump of the site's database (pg_dump, custom format), checked readable before it is kept;
# dumps older than WHIST_BACKUP_KEEP_DAYS days (default 30) are removed.  Prints the dump's path.
#   DATABASE_URL         the database (postgres://whist@/whist), as the application reads it
#   WHIST_BACKUP_DIR     where the dumps go (default: $WHIST_VAR_DIR/backups)
# Restore one with deploy/restore.sh.
set -eu
: "${DATABASE_URL:?DATABASE_URL names the database to back up}"
dir="${WHIST_BACKUP_DIR:-${WHIST_VAR_DIR:?set WHIST_BACKUP_DIR or WHIST_VAR_DIR}/backups}"
keep="${WHIST_BACKUP_KEEP_DAYS:-30}"
umask 077
mkdir -p "$dir"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
partial="$dir/.whist-$stamp.dump.partial"
trap 'rm -f "$partial"' EXIT
pg_dump --format=custom --no-owner --no-privileges --dbname="$DATABASE_URL" --file="$partial"
pg_restore --list "$partial" >/dev/null
mv "$partial" "$dir/whist-$stamp.dump"
find "$dir" -maxdepth 1 -name 'whist-*.dump' -mtime +"$keep" -delete
echo "$dir/whist-$stamp.dump"
