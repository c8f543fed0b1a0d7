"""Matches between two clubs: club against club, the League's six sets, the Harvard plan."""
