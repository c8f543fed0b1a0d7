"""Individual movements: Safford's whist tournaments, triplewhist, short ones, couples and memory."""
