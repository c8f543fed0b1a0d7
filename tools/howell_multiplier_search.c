/* Offline search: cyclic Howell patterns fixed by one multiplier, exhaustively, in C.
 *
 * The same question as tools/howell_multiplier_search.py (which see): a ±1 pattern f
 * of Z_v seats pair p N-S in tray set c when f(p - c) = +1; the schedule is within
 * one round of ideal when |A(d) + 1| <= 2 for every shift d (A the cyclic
 * autocorrelation), or |A(d) + 1 + f(d) + f(-d)| <= 2 with a phantom.  The pattern
 * is asked to be fixed by x -> u x, f(0) = -1 and as many +1 as -1 elsewhere.  The
 * Python tool tries every choice on up to 26 orbits; a multiplier of order 2 leaves
 * more (29 for 57 with u = 56 or 37, 37 with u = 20), which this one goes through:
 * a pattern is a bit mask (bit x set when f(x) = -1), A(d) = v - 2 popcount(f xor f
 * rotated by d), the orbits chosen depth-first with their sizes adding up to (v - 1) / 2.
 *
 *   cc -O2 -o howell_multiplier_search tools/howell_multiplier_search.c
 *   ./howell_multiplier_search 57 37 [phantom]
 *
 * Prints the number of orbits and patterns, the smallest largest deviation met (in
 * rounds) and the first pattern within one round, if any.  Result (issue 26): for
 * 57, with the multipliers 56, 37 and 20 (all of order 2), with and without the
 * phantom, none is within one round.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "howell_gaps.h"

static int phantom, norbits, sizes[64], best = 1 << 30;
static u64 orbit_mask[64], first_found, patterns;

/* Twice the largest deviation of the pattern, stopping once it reaches `enough`. */
static int largest_gap(u64 mask, int enough){
  int worst = 0;
  for (int d = 1; d <= (v - 1) / 2 && worst < enough; d++)
    if (gap(mask, d, phantom) > worst) worst = gap(mask, d, phantom);
  return worst;
}

static void choose(int k, int left, u64 mask){
  if (left == 0) {
    patterns++;
    int gap = largest_gap(mask, best);
    if (gap < best) best = gap;
    if (gap <= 2 && !first_found) first_found = mask;
    return;
  }
  if (k == norbits || left < 0) return;
  choose(k + 1, left - sizes[k], mask | orbit_mask[k]);
  choose(k + 1, left, mask);
}

int main(int argc, char **argv){
  if (argc < 3 || (argc == 4 && strcmp(argv[3], "phantom")) || argc > 4) {
    fprintf(stderr, "usage: %s SIDE MULTIPLIER [phantom]\n", argv[0]); return 2; }
  v = atoi(argv[1]); int u = atoi(argv[2]); phantom = argc == 4;
  if (v < 5 || v > 63 || v % 2 == 0) { fprintf(stderr, "side: odd, 5 to 63\n"); return 2; }
  int a = u, b = v; while (b) { int t = a % b; a = b; b = t; }
  if (u < 1 || a != 1) { fprintf(stderr, "%d is not a unit modulo %d\n", u, v); return 2; }
  full = (1ULL << v) - 1;
  int seen[64] = {0};
  for (int x = 1; x < v; x++) if (!seen[x]) {
    for (int y = x; !seen[y]; y = (int)((long)y * u % v)) { seen[y] = 1; orbit_mask[norbits] |= 1ULL << y; sizes[norbits]++; }
    norbits++; }
  choose(0, (v - 1) / 2, 1ULL);
  printf("side %d, multiplier %d%s: %d orbits, %llu patterns, largest deviation %.1f rounds at best\n",
         v, u, phantom ? ", phantom" : "", norbits, patterns, best / 2.0);
  if (first_found) {
    printf("within one round: ");
    for (int x = 0; x < v; x++) putchar(first_found >> x & 1 ? '-' : '+');
    putchar('\n'); }
  return 0;
}
