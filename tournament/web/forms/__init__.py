"""Forms for the director's, the club's and the scorer's pages; the rules live in the services they call."""
