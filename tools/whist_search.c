/* The search for a whist tournament's starter, in C, for the player counts whose
 * starter has no multiplier's symmetry (48, 57, 60): the method of
 * movements.generators.individuals.whist_tournament.search_starter without the multiplier, minutes here
 * where Python takes hours.  Random partner pairs covering every class of
 * differences once (one player partners the fixed one), then an exhaustive
 * backtracking that matches the pairs into tables so every opponent class comes
 * twice (most constrained pair first; a branch is dropped as soon as some class
 * can no longer come often enough); new random pairs until one matches.
 *
 *   cc -O2 -o whist_search tools/whist_search.c
 *   ./whist_search PLAYERS SEED TRIES >> found.txt     # prints "v: (tables...),"
 *
 * Its output lines go into movements/data/whist_starters.py (starters_source); the
 * movements package checks every stored starter again when it is used.
 */
#include <stdio.h>
#include <stdlib.h>
static int leaf(void){ return 1; }    // the pairs are matched into tables after the draw
#include "starter_pairs.h"

static int fixedp, half;
static u64 once_[40][40], twice_[40][40]; static int okc[40][40]; static int cl[40][40][4], ncl[40][40];
static u64 room0, room1; static int matchA[40], matchB[40], nm; static long nodes;
static int rem[64];
static void setroom(void){ room0 = room1 = 0; for (int c = 1; c <= half; c++){ if (rem[c] >= 1) room0 |= 1ULL << c; if (rem[c] >= 2) room1 |= 1ULL << c; } }
static int solve(u64 un){
  nodes++;
  if (!un) return 1;
  int best = -1, bestn = 1 << 30, bopt[40], bo = 0; u64 cover = 0, cover2 = 0;
  for (int i = 0; i < K; i++) if (un >> i & 1) {
    int opt[40], n = 0;
    for (int j = 0; j < K; j++) if (j != i && (un >> j & 1) && okc[i][j] && !(once_[i][j] & ~room0) && !(twice_[i][j] & ~room1)) {
      opt[n++] = j; if (j > i) { cover2 |= (cover & once_[i][j]) | twice_[i][j]; cover |= once_[i][j]; } }
    if (!n) return 0;
    if (n < bestn) { bestn = n; best = i; for (int t = 0; t < n; t++) bopt[t] = opt[t]; bo = n; }
  }
  if ((room0 & ~cover) || (room1 & ~cover2)) return 0;
  for (int t = bo - 1; t > 0; t--) { int s = rnd() % (t + 1); int x = bopt[t]; bopt[t] = bopt[s]; bopt[s] = x; }
  int i = best;
  for (int t = 0; t < bo; t++) { int j = bopt[t];
    for (int q = 0; q < ncl[i][j]; q++) rem[cl[i][j][q]]--;
    setroom();
    matchA[nm] = i; matchB[nm] = j; nm++;
    if (solve(un & ~(1ULL << i) & ~(1ULL << j))) return 1;
    nm--;
    for (int q = 0; q < ncl[i][j]; q++) rem[cl[i][j][q]]++;
    setroom(); }
  return 0;
}
int main(int argc, char **argv){
  int v = atoi(argv[1]); rs = 88172645463325252ULL ^ (u64)atoll(argv[2]); int tries = atoi(argv[3]);
  fixedp = v % 4 == 0; m = fixedp ? v - 1 : v; half = (m - 1) / 2; if (!make_classes()) return 2;
  for (int t = 0; t < tries; t++) {
    for (int i = 0; i < 128; i++) used[i] = 0;
    for (int i = 0; i < 64; i++) used_class[i] = 0;
    ne = 0; K = 0; for (int x = fixedp ? 0 : 1; x < m; x++) elems[ne++] = x;
    if (fixedp) { int x = rnd() % m; pa[K] = -1; pb[K] = x; K++; used[x] = 1; }
    budget_pairs = 5000; if (pair_rest() != 1) continue;
    for (int i = 0; i < K; i++) for (int j = 0; j < K; j++) { okc[i][j] = 0; if (i == j) continue;
      int cs[4] = {cls(pa[i], pa[j]), cls(pa[i], pb[j]), cls(pb[i], pa[j]), cls(pb[i], pb[j])}, cnt[64] = {0}, n = 0, bad = 0;
      u64 o = 0, w = 0; for (int q = 0; q < 4; q++) if (cs[q]) { cl[i][j][n++] = cs[q]; if (++cnt[cs[q]] > 2) bad = 1; o |= 1ULL << cs[q]; if (cnt[cs[q]] == 2) w |= 1ULL << cs[q]; }
      ncl[i][j] = n; once_[i][j] = o; twice_[i][j] = w; okc[i][j] = !bad; }
    for (int c = 1; c <= half; c++) rem[c] = 2;
    setroom(); nm = 0; nodes = 0;
    int ok = solve(K == 64 ? ~0ULL : (1ULL << K) - 1);
    fprintf(stderr, "try %d nodes %ld %s\n", t, nodes, ok ? "FOUND" : "none");
    if (ok) { printf("%d: (", v);
      for (int q = 0; q < nm; q++) { int i = matchA[q], j = matchB[q]; int s[4] = {pa[i], pb[i], pa[j], pb[j]};
        printf("("); for (int r = 0; r < 4; r++) { if (s[r] < 0) printf("None"); else printf("%d", s[r]); printf(r < 3 ? ", " : ")"); } printf(q < nm - 1 ? ", " : "),\n"); }
      return 0; }
  }
  return 1;
}
