"""The evening's write path: seating, entrants, results, the lifecycle, deals, sessions and backups."""
