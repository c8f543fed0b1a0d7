"""The compass family: Mitchell and its modifications, the arrow switch, shared trays, Clay and Snow."""
