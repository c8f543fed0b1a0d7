#!/bin/sh
# Restore a dump made by deploy/backup.sh into the database DATABASE_URL names.
#   deploy/restore.sh /srv/whist/var/backups/whist-20261125T234500Z.dump
# The database must be empty (a fresh one: createdb), unless --replace is given, which drops
# what is there first: stop the site (systemctl stop whist) before replacing its database.
# All or nothing: one transaction, stopped at the first error.
set -eu
usage="usage: DATABASE_URL=postgres://... $0 DUMP [--replace]"
dump="${1:?$usage}"
: "${DATABASE_URL:?$usage}"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 1; }
pg_restore --list "$dump" >/dev/null
if [ "${2:-}" != "--replace" ]; then
  tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" \
    --command="SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")
  if [ "$tables" != 0 ]; then
    echo "The database already has $tables tables: restore into a new one (createdb)," >&2
    echo "or stop the site and give --replace to overwrite it." >&2
    exit 1
  fi
fi
pg_restore --no-owner --no-privileges --clean --if-exists --single-transaction --exit-on-error \
  --dbname="$DATABASE_URL" "$dump"
echo "restored $dump"
