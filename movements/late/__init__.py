"""Late entrants joining a movement in progress: a pair into the sit-out, or a late table."""
