"""The club's own records across evenings: members and ladders."""
