/* The searches' random numbers: xorshift64 (Marsaglia), from a fixed start that a tool moves by
 * its seed, so that the same seed gives the same result. */
static unsigned long long state = 88172645463325252ULL;

static unsigned long long next(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}
