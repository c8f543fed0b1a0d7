/* Offline search: a cyclic Howell pattern within one round of ideal, by annealing, in C.
 *
 * A ±1 pattern f of Z_v seats pair p N-S in tray set c when f(p - c) = +1
 * (movements/generators/howell/balance.py).  Pairs p and p + d are then
 * |A(d) + 1| / 2 rounds off ideal (A the cyclic autocorrelation), or
 * |A(d) + 1 + f(d) + f(-d)| / 2 with a phantom in the stationary seat.  Where no
 * pattern is ideal and none is fixed by a multiplier (tools/howell_multiplier_search.c)
 * the space is too large to go through, and the schedule's own annealing
 * (balance.improve, a few thousand steps) is too short: this one takes millions.
 * A pattern is a bit mask (bit x set when f(x) = -1); f(0) = -1 and as many +1 as -1
 * elsewhere, so a starter can split it; a step swaps a +1 and a -1, and the energy
 * is, over the shifts d up to v/2, how far each is beyond one round.
 *
 *   cc -O2 -o howell_pattern_anneal tools/howell_pattern_anneal.c -lm
 *   ./howell_pattern_anneal V SEED STEPS [phantom]
 *
 * Prints the first pattern within one round as a line of + and - (f(0) first), or
 * the least energy met.  Result (issue 26): of seeds 1 to 30 with 20,000,000 steps
 * (about 4 s each), 11, 15, 16, 27 and 29 find a pattern of Z_57 within one round;
 * 58 pairs play seed 11's (movements/data/howell_patterns.py).  With the phantom
 * (57 pairs, 58's schedule with the stationary seat empty), seeds 1 to 25: none, 3
 * rounds beyond one at best (seeds 1, 11, 14 and 24).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
typedef unsigned long long u64;

static int v, phantom;
static u64 full, state;

static u64 draw(void){ state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state; }
static u64 rotated(u64 x, int d){ return ((x << d) | (x >> (v - d))) & full; }

/* Rounds beyond one, added over the shifts d = 1 .. (v - 1) / 2. */
static int energy(u64 mask){
  int total = 0;
  for (int d = 1; d <= (v - 1) / 2; d++) {
    int gap = v - 2 * __builtin_popcountll(mask ^ rotated(mask, d)) + 1;
    if (phantom) gap += (mask >> d & 1 ? -1 : 1) + (mask >> (v - d) & 1 ? -1 : 1);
    if (gap < 0) gap = -gap;
    if (gap > 2) total += (gap - 2) / 2;
  }
  return total;
}

int main(int argc, char **argv){
  if (argc < 4 || (v = atoi(argv[1])) < 5 || v > 63 || v % 2 == 0) {
    fprintf(stderr, "usage: howell_pattern_anneal V SEED STEPS [phantom]  (V odd, 5 to 63)\n");
    return 2;
  }
  state = strtoull(argv[2], 0, 10) * 2654435761ULL + 1;
  long steps = atol(argv[3]);
  phantom = argc > 4;
  full = (1ULL << v) - 1;
  u64 mask = 1;                                   /* f(0) = -1 */
  while (__builtin_popcountll(mask) < (v + 1) / 2) mask |= 1ULL << (1 + draw() % (v - 1));
  int now = energy(mask), least = now;
  for (long step = 0; step < steps && now > 0; step++) {
    double heat = 3.0 * pow(0.1 / 3.0, (double)step / steps);
    int plus, minus;
    do plus = 1 + draw() % (v - 1); while (mask >> plus & 1);
    do minus = 1 + draw() % (v - 1); while (!(mask >> minus & 1));
    u64 next = mask ^ (1ULL << plus) ^ (1ULL << minus);
    int e = energy(next);
    if (e <= now || exp((now - e) / heat) * 4294967296.0 > (double)(draw() & 0xffffffff)) {
      mask = next;
      now = e;
      if (now < least) least = now;
    }
  }
  if (now > 0) {
    printf("none: least energy %d\n", least);
    return 1;
  }
  for (int x = 0; x < v; x++) putchar(mask >> x & 1 ? '-' : '+');
  putchar('\n');
  return 0;
}
