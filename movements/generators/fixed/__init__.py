"""The seeds' fixed schedules, printed once and kept as they stand."""
