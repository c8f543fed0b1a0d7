/* The search for Z-cyclic triplewhist starters the prime construction of
 * movements/triplewhist.py does not give, in C (seconds to minutes; the annealing
 * it replaced, in Python, found nothing above 20 players in minutes).
 *
 * Players v = 4t + 1: the starter seats Z_v minus 0 at t tables; v = 4t: Z_(v-1)
 * and a fixed player (None) at t tables.  A table is (N, E, S, W): partners
 * {N, S}, {E, W}; opponents of the first kind {N, E}, {S, W}, of the second
 * {N, W}, {E, S}.  For each of the three relations the differences ±(x - y) of
 * its pairs must cover the non-zero classes once.
 *
 * Method: random partner pairs covering every class once (the fixed player
 * partners one), then an exhaustive backtracking, within a budget of nodes,
 * that matches the pairs into tables and orients them so the first-kind and
 * the second-kind classes each come once (most constrained pair first; a branch
 * is dropped as soon as some class can no longer come); new random pairs until
 * one matches.  With ``all`` for the seed it goes through every set of partner
 * pairs (in order, no budget): a search that ends without one proves there is
 * no Z-cyclic starter.
 *
 *   cc -O2 -o triplewhist_search tools/triplewhist_search.c
 *   ./triplewhist_search PLAYERS SEED SECONDS     # prints "v: (tables...),"
 *   ./triplewhist_search PLAYERS all SECONDS      # exhaustive
 *
 * The same seed gives the same starter.  Its output lines go into
 * movements/triplewhist_starters.py; the movements package checks every stored
 * starter again when it is used.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
typedef uint64_t u64;
static u64 rs;
static u64 rnd(void){ rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }
static int m, K;
static int pa[40], pb[40];                 // partner pairs; -1 = the fixed player
static int cls(int a, int b){ if (a < 0 || b < 0) return 0; int d = ((a - b) % m + m) % m; return d <= m - d ? d : m - d; }
static long budget_pairs, budget_nodes, pair_sets;
static int used[128], used_class[64], elems[128], ne, exhaustive;
static time_t end;
static int leaf(void);

/* Partner pairs, each class of differences once (random, or each in turn when
 * exhaustive); leaf() is tried on each complete set.  1: a starter found. */
static int pair_rest(void){
  if (!exhaustive && --budget_pairs < 0) return -1;
  int x = -1; for (int i = 0; i < ne; i++) if (!used[elems[i]]) { x = elems[i]; break; }
  if (x < 0) { pair_sets++; return exhaustive && time(0) >= end ? -1 : leaf(); }
  int others[128], no = 0;
  for (int i = 0; i < ne; i++) if (!used[elems[i]] && elems[i] != x) others[no++] = elems[i];
  if (!exhaustive)
    for (int i = no - 1; i > 0; i--) { int j = rnd() % (i + 1); int t = others[i]; others[i] = others[j]; others[j] = t; }
  used[x] = 1;
  for (int i = 0; i < no; i++) { int y = others[i], c = cls(x, y); if (used_class[c]) continue;
    used[y] = 1; used_class[c] = 1; pa[K] = x; pb[K] = y; K++;
    int r = pair_rest(); if (r) return r;
    K--; used[y] = 0; used_class[c] = 0; }
  used[x] = 0; return 0;
}

/* Pair i at N, S (turned round when o = 1) and pair j at E, W: the classes of its
 * first-kind (F) and second-kind (S) opponents; ok when none comes twice. */
static u64 F[40][40][2], S[40][40][2]; static int ok[40][40][2];
static u64 room1, room2; static int mA[40], mB[40], mO[40], nm;

static int match(u64 unmatched){
  if (!exhaustive && --budget_nodes < 0) return -1;
  if (!unmatched) return 1;
  int best = -1, bestn = 1 << 30, bj[80], bo[80], nb = 0; u64 cover1 = 0, cover2 = 0;
  for (int i = 0; i < K; i++) if (unmatched >> i & 1) {
    int oj[80], oo[80], n = 0;
    for (int j = 0; j < K; j++) if (j != i && (unmatched >> j & 1)) for (int o = 0; o < 2; o++)
      if (ok[i][j][o] && !(F[i][j][o] & ~room1) && !(S[i][j][o] & ~room2)) {
        oj[n] = j; oo[n] = o; n++; cover1 |= F[i][j][o]; cover2 |= S[i][j][o]; }
    if (!n) return 0;
    if (n < bestn) { bestn = n; best = i; for (int t = 0; t < n; t++) { bj[t] = oj[t]; bo[t] = oo[t]; } nb = n; }
  }
  if ((room1 & ~cover1) || (room2 & ~cover2)) return 0;
  for (int t = nb - 1; t > 0; t--) { int s = rnd() % (t + 1); int x = bj[t]; bj[t] = bj[s]; bj[s] = x; x = bo[t]; bo[t] = bo[s]; bo[s] = x; }
  int i = best;
  for (int t = 0; t < nb; t++) { int j = bj[t], o = bo[t];
    room1 &= ~F[i][j][o]; room2 &= ~S[i][j][o];
    mA[nm] = i; mB[nm] = j; mO[nm] = o; nm++;
    int r = match(unmatched & ~(1ULL << i) & ~(1ULL << j)); if (r) return r;
    nm--; room1 |= F[i][j][o]; room2 |= S[i][j][o]; }
  return 0;
}

/* Match the complete set of partner pairs into tables: 1 found; otherwise 0 when
 * exhaustive (go on to the next set), -1 when random (draw new pairs). */
static int leaf(void){
  for (int i = 0; i < K; i++) for (int j = 0; j < K; j++) for (int o = 0; o < 2; o++) {
    ok[i][j][o] = 0; if (i == j) continue;
    int a = o ? pb[i] : pa[i], c = o ? pa[i] : pb[i], b = pa[j], d = pb[j];
    int f[2] = {cls(a, b), cls(c, d)}, s[2] = {cls(a, d), cls(c, b)};
    u64 fm = 0, sm = 0; int bad = 0;
    for (int q = 0; q < 2; q++) {
      if (f[q]) { if (fm >> f[q] & 1) bad = 1; fm |= 1ULL << f[q]; }
      if (s[q]) { if (sm >> s[q] & 1) bad = 1; sm |= 1ULL << s[q]; } }
    F[i][j][o] = fm; S[i][j][o] = sm; ok[i][j][o] = !bad; }
  room1 = room2 = 0; for (int c = 1; c <= (m - 1) / 2; c++) { room1 |= 1ULL << c; room2 |= 1ULL << c; }
  nm = 0; budget_nodes = 100000;
  int r = match(K == 64 ? ~0ULL : (1ULL << K) - 1);
  return r == 1 ? 1 : exhaustive ? 0 : -1;
}

int main(int argc, char **argv){
  if (argc != 4) { fprintf(stderr, "usage: %s PLAYERS SEED|all SECONDS\n", argv[0]); return 2; }
  int v = atoi(argv[1]); exhaustive = !strcmp(argv[2], "all");
  rs = 88172645463325252ULL ^ (u64)atoll(argv[2]);
  end = time(0) + (time_t)atof(argv[3]);
  int fixed = v % 4 == 0; m = fixed ? v - 1 : v;
  if (v < 8 || v > 64 || v % 4 > 1) { fprintf(stderr, "players: 8 to 64, a multiple of 4 or one more\n"); return 2; }
  int found = 0;
  for (long t = 0; !found && time(0) < end; t++) {
    for (int i = 0; i < 128; i++) used[i] = 0;
    for (int i = 0; i < 64; i++) used_class[i] = 0;
    ne = 0; K = 0; for (int x = fixed ? 0 : 1; x < m; x++) elems[ne++] = x;
    if (fixed) { int x = exhaustive ? 0 : rnd() % m; pa[K] = -1; pb[K] = x; K++; used[x] = 1; }
    budget_pairs = 5000;
    int r = pair_rest(); found = r == 1;
    if (exhaustive && r == 0) {    // the fixed player's partner may be 0: the rounds move the others up one
      fprintf(stderr, "no Z-cyclic starter for %d players: all %ld sets of partner pairs tried\n", v, pair_sets);
      return 1; }
    if (exhaustive && r < 0) break;
  }
  if (!found) { fprintf(stderr, "none found for %d players in %s s (%ld sets of partner pairs)\n", v, argv[3], pair_sets); return 1; }
  printf("    %d: (", v);
  for (int q = 0; q < nm; q++) { int i = mA[q], j = mB[q], o = mO[q];
    int seat[4] = {o ? pb[i] : pa[i], pa[j], o ? pa[i] : pb[i], pb[j]};   // N E S W
    printf("(");
    for (int x = 0; x < 4; x++) { if (seat[x] < 0) printf("None"); else printf("%d", seat[x]); printf(x < 3 ? ", " : ")"); }
    printf(q < nm - 1 ? ", " : "),  # seed %s\n", argv[2]); }
  return 0;
}
