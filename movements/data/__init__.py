"""Stored tables: schedules and starters whose search takes longer than a director should wait."""
