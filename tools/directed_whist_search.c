/* The search for Z-cyclic *directed* whist starters (each player has every other
 * once as left-hand and once as right-hand opponent), *ordered triplewhist* ones
 * (directed and triplewhist at once), and, for 4t players, where no rotation can be
 * directed (movements/directed_whist.py), the nearest: every class of steps the
 * right way but one.  In C.
 *
 * Players v = 4t + 1: the starter seats Z_v minus 0 at t tables; v = 4t: Z_(v-1)
 * and a fixed player (None) at t tables.  A table is (N, E, S, W), play going
 * round clockwise: partners {N, S}, {E, W}; E sits on N's left, S on E's, W on
 * S's, N on W's.  Over the rounds (everyone moved up one) a player has every
 * other once on his left exactly when the *steps* E - N, S - E, W - S and N - W of
 * the starter's tables cover the non-zero residues once (pairs with the fixed
 * player left out: he meets every number once on each side).
 *
 * Modes: directed (steps once each); ordered (and the first-kind opponents {N, E},
 * {S, W} give every class ±x once: ordered triplewhist); near and near-ordered
 * (4t players: one step c twice, -c never, the others once); near-cube (near, with
 * a symmetry of order 3: near_cube() below; 40 and 64 players); near-ordered-cube (the
 * same, triplewhist too: the stored near-ordered 40 and 64); triplewhist (no
 * steps: first-kind and second-kind classes once each, as tools/triplewhist_search.c).
 *
 * Method (as tools/triplewhist_search.c): random partner pairs covering every
 * class once (the fixed player partners one), then an exhaustive backtracking,
 * within a budget of nodes, that matches the pairs into tables and seats them so
 * the steps (and classes) each come as they must: an exact cover, branching on
 * the pair or the step or class that the fewest tables still cover; new random
 * pairs until one matches.  With ``all`` for the seed it goes through every set of
 * partner pairs (no budget): a search that ends without one proves there is no
 * Z-cyclic starter (near modes: for each near step c up to multiplying by a unit, which
 * takes a starter to one near at u c: only c = 1 for a prime modulus; 1, 3 and 5
 * for 15; every c over pairs of numbers).
 *
 * With a multiplier H (H^2 = 1 mod the modulus, not ±1) the starter is asked to be
 * mapped onto itself by x -> Hx, as movements/whist_tournament.py's search does:
 * partner pairs come in orbits {P, HP}, tables in orbits {T, HT} (T seated, HT
 * seated the same), and a table that is its own image has its partners swapped by
 * H or all four players fixed; half the choices follow from the other half.
 *
 *   cc -O2 -o directed_whist_search tools/directed_whist_search.c
 *   ./directed_whist_search PLAYERS SEED|all SECONDS [MODE [NODES [H|AxB^T]]]
 *
 * With "AxB^T" (or "AxB") for H the players are the pairs (a, b) of numbers modulo A and B
 * (A B = v, or v - 1 with the fixed player), numbered B a + b, combined as (a, b)(c, d) =
 * (a + T^b c, b + d) (tools/starter_pairs.h): the rounds move by each pair, x -> g x
 * (movements/generators/individuals/groups.py), and a step is N^-1 E.  Where x y is not
 * y x (T != 1) the steps need not add up to 0, so 4t players can have a directed
 * starter, which no rotation can: `28 1 60 directed 5000 9x3^4` at once.
 *
 * With "four" for H (4t players, 24 to 64; directed, ordered or near): the first round of
 * movements/generators/individuals/walkers.py, Z_(v-4) and four walkers who take turns at
 * four seats (printed v - 4 to v - 1).  The steps and classes within the holes x + H (H =
 * {0, m/4, m/2, 3m/4}, m = v - 4) are none of a table's, no two walkers share a table, walker
 * k's partners' residues (x - k) mod 4 are all four (drawn so), and items of the exact cover
 * ask the same of his left-hand and right-hand neighbours (and first-kind opponents,
 * ordered) and one walker N or S.  Not a rotation, so 4t players can be directed but within
 * the holes (3v/4 pairs on one side, where a rotation has v - 1): `24 4 30 directed 5000
 * four` and `32 2 60 ...` find the stored 24 and 32 at once, `36 4 300 ...` 36 in about
 * 40 s, `44 2 1500 ...` 44 (before its tables were turned) in about four minutes; `24 37 30
 * ordered 5000 four` the ordered 24.  Not found: 20 directed (seeds 1 to 4, 20 s each), 40
 * (seed 1, 120 s), 44 with seeds 1 and 4 (200 and 600 s), 48, 56 and 60 (docs/
 * individual-lead.md); ordered 20 is refused (20 players
 * have no triplewhist first round with walkers at all, tools/triplewhist_search.c).
 * Near with walkers: every step outside the holes once but one class c (c twice, -c never,
 * c drawn anew for each set of partner pairs), m + 3v/4 pairs on one side: meant for 60,
 * whose rotations found leave five wrong classes at best, but none found for 60 (seeds 1
 * to 4, 1,500 to 3,000 s each), 44 or 48 (docs/individual-lead.md).  Near-ordered with walkers
 * found none for 24, 28 and 32 in 30 to 60 s and is refused.
 *
 * The same seed gives the same starter.  Its output lines ("v: (tables...),  #
 * seed S, mode") go into movements/directed_starters.py; the movements package
 * checks every stored starter again when it is used.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define OWN_PAIR_DRAW   /* the pairs are drawn closed under H: pair_rest() below */
#include "starter_pairs.h"
static int use_steps, use_first, use_second, near_c, hm = 1;
static int orb_first[40], orb_size[40], orb_type[40], NOrb;   // orbits of pairs under H
static int dif(int a, int b){ return a < 0 || b < 0 ? 0 : between_[a][b]; }   // a^-1 b: b - a in Z_m
static int H(int x){ return x < 0 ? x : (int)((long)hm * x % m); }
static int gcd(int a, int b){ while (b) { int t = a % b; a = b; b = t; } return a; }
static long budget_nodes, node_budget = 5000;
#define WALKER_NS (1ULL << 8)      /* "four": the one walker seated N or S */
static int walkers = 1;             /* "four": four walkers instead of the fixed player (below) */
static u64 hole_steps;              /* "four": the steps within a hole x + H (m/4, m/2, 3m/4), none of a
                                       table's; as classes (m/2 at most) the holes' m/4 and m/2 */

/* Partner pairs, every class once, closed under H: each choice adds the orbit of a
 * pair, one pair (its own image: type 1 when H swaps its two, 0 when it fixes
 * both) or two.  leaf() is tried on each complete set.  1: a starter found. */
static int pair_rest(void){
  int x, others[128], no, r = draw_step(&x, others, &no);
  if (r != GO_ON) return r;
  used[x] = 1;
  for (int i = 0; i < no; i++) {
    int y = others[i], c = cls(x, y), hx = H(x), hy = H(y);
    if (used_class[c]) continue;
    int single = (hx == x && hy == y) || (hx == y && hy == x);
    if (!single) {
      if (hx == x || hx == y || hy == x || hy == y || used[hx] || used[hy]) continue;
      int c2 = cls(hx, hy); if (c2 == c || used_class[c2]) continue;
    }
    used[y] = 1; used_class[c] = 1;
    orb_first[NOrb] = K; orb_size[NOrb] = single ? 1 : 2; orb_type[NOrb] = single && hx == y; NOrb++;
    pa[K] = x; pb[K] = y; K++;
    if (!single) { used[hx] = used[hy] = 1; used_class[cls(hx, hy)] = 1; pa[K] = hx; pb[K] = hy; K++; }
    int r = pair_rest(); if (r) return r;
    if (!single) { K--; used[hx] = used[hy] = 0; used_class[cls(hx, hy)] = 0; }
    K--; NOrb--; used[y] = 0; used_class[c] = 0;
  }
  used[x] = 0; return 0;
}

/* Options: orbit i facing orbit j, the tables they make seated one way: bit 0 of o
 * turns j's pair round (the table reflected), bit 1 turns the table one seat (the
 * kinds swapped, left and right kept), bit 2 (two orbits of two) faces P with HQ.
 * D: the steps, F and S: the first- and second-kind classes, c2: how often the
 * near step comes. */
#define MAXOPT 20000
static int Oi[MAXOPT], Oj[MAXOPT], Oo[MAXOPT], Oc2[MAXOPT], nopt;
static u64 OD[MAXOPT], OF[MAXOPT], OS[MAXOPT], OW[MAXOPT];
static u64 roomD, roomF, roomS, roomW; static int room_c2;
static int chosen_opt[40], nm;

static void seat(int p, int q, int o, int s[4]){     // pair p at N, S and pair q at E, W
  int n = pa[p], e = o & 1 ? pb[q] : pa[q], so = pb[p], w = o & 1 ? pa[q] : pb[q];
  if (o & 2) { s[0] = w; s[1] = n; s[2] = e; s[3] = so; }
  else { s[0] = n; s[1] = e; s[2] = so; s[3] = w; }
}

static int tables_of(int t, int s[2][4]){          // the tables of option t; how many
  int i = Oi[t], j = Oj[t], o = Oo[t], p = orb_first[i], q = orb_first[j];
  if (orb_size[i] == 1) { seat(p, q, o, s[0]); return 1; }
  seat(p, q + (o >> 2 & 1), o & 3, s[0]); seat(p + 1, q + 1 - (o >> 2 & 1), o & 3, s[1]);
  return 2;
}

static void add_option(int i, int j, int o){
  if (nopt >= MAXOPT) return;
  Oi[nopt] = i; Oj[nopt] = j; Oo[nopt] = o;
  int s[2][4], nt = tables_of(nopt, s), bad = 0, c2 = 0;
  u64 dm = 0, fm = 0, sm = 0, wm = 0;
  for (int t = 0; t < nt; t++) {
    for (int q = 0; q < 4; q++) if (walkers == 4 && s[t][q] < 0) {    // walker k: the residues of whom he meets
      int k = -1 - s[t][q], left = s[t][(q + 1) % 4], right = s[t][(q + 3) % 4], first = s[t][q ^ 1];
      wm |= 1ULL << ((left - k) & 3) | 1ULL << (4 + ((right - k) & 3));
      if (use_first) wm |= 1ULL << (12 + ((first - k) & 3));
      if (q % 2 == 0) wm |= WALKER_NS; }
    for (int q = 0; q < 4; q++) { int d = dif(s[t][q], s[t][(q + 1) % 4]);
      if (!d || !use_steps) continue;
      if (d == near_c) { c2++; continue; }
      if (dm >> d & 1) bad = 1;
      dm |= 1ULL << d; }
    for (int q = 0; q < 4; q += 2) { int c = cls(s[t][q], s[t][q + 1]);
      if (c && use_first) { if (fm >> c & 1) { bad = 1; } fm |= 1ULL << c; } }
    for (int q = 1; q < 4; q += 2) { int c = cls(s[t][q], s[t][(q + 1) % 4]);
      if (c && use_second) { if (sm >> c & 1) { bad = 1; } sm |= 1ULL << c; } }
  }
  if (bad || c2 > 2) return;
  OD[nopt] = dm; OF[nopt] = fm; OS[nopt] = sm; OW[nopt] = wm; Oc2[nopt] = c2; nopt++;
}

static int fits(int t){
  return !(OD[t] & ~roomD) && !(OF[t] & ~roomF) && !(OS[t] & ~roomS) && !(OW[t] & ~roomW) && Oc2[t] <= room_c2;
}

/* Exact cover: every orbit of pairs in one option, every step, class (and the near
 * step twice) covered as it must be.  Branch on the item the fewest options cover. */
static int match(u64 unmatched){
  if (!exhaustive && --budget_nodes < 0) return -1;
  if (!unmatched) return 1;
  int per_orb[40] = {0}, perD[64] = {0}, perF[64] = {0}, perS[64] = {0}, perW[64] = {0}, perC = 0;
  for (int t = 0; t < nopt; t++) {
    if (!(unmatched >> Oi[t] & 1) || !(unmatched >> Oj[t] & 1) || !fits(t)) continue;
    per_orb[Oi[t]]++; per_orb[Oj[t]]++;
    for (u64 f = OD[t]; f; f &= f - 1) perD[__builtin_ctzll(f)]++;
    for (u64 f = OF[t]; f; f &= f - 1) perF[__builtin_ctzll(f)]++;
    for (u64 f = OS[t]; f; f &= f - 1) perS[__builtin_ctzll(f)]++;
    for (u64 f = OW[t]; f; f &= f - 1) perW[__builtin_ctzll(f)]++;
    if (Oc2[t]) perC++; }
  int kind = 0, item = -1, fewest = 1 << 30;
  for (int i = 0; i < NOrb; i++) if ((unmatched >> i & 1) && per_orb[i] < fewest) { fewest = per_orb[i]; kind = 0; item = i; }
  for (int c = 1; c < 64; c++) {
    if ((roomD >> c & 1) && perD[c] < fewest) { fewest = perD[c]; kind = 1; item = c; }
    if ((roomF >> c & 1) && perF[c] < fewest) { fewest = perF[c]; kind = 2; item = c; }
    if ((roomS >> c & 1) && perS[c] < fewest) { fewest = perS[c]; kind = 3; item = c; } }
  for (int c = 0; c < 64; c++) if ((roomW >> c & 1) && perW[c] < fewest) { fewest = perW[c]; kind = 5; item = c; }
  if (room_c2 && perC < fewest) { fewest = perC; kind = 4; }
  if (!fewest) return 0;
  static int chosen[40][MAXOPT];
  int depth = nm, nc = 0;
  for (int t = 0; t < nopt; t++) {
    if (!(unmatched >> Oi[t] & 1) || !(unmatched >> Oj[t] & 1) || !fits(t)) continue;
    int hit = kind == 0 ? (Oi[t] == item || Oj[t] == item) : kind == 1 ? (int)(OD[t] >> item & 1) :
              kind == 2 ? (int)(OF[t] >> item & 1) : kind == 3 ? (int)(OS[t] >> item & 1) :
              kind == 5 ? (int)(OW[t] >> item & 1) : Oc2[t] > 0;
    if (hit) chosen[depth][nc++] = t; }
  if (!exhaustive)
    for (int t = nc - 1; t > 0; t--) { int s = rnd() % (t + 1); int x = chosen[depth][t]; chosen[depth][t] = chosen[depth][s]; chosen[depth][s] = x; }
  for (int k = 0; k < nc; k++) { int t = chosen[depth][k];
    roomD &= ~OD[t]; roomF &= ~OF[t]; roomS &= ~OS[t]; roomW &= ~OW[t]; room_c2 -= Oc2[t];
    chosen_opt[nm++] = t;
    int r = match(unmatched & ~(1ULL << Oi[t]) & ~(1ULL << Oj[t])); if (r) return r;
    nm--; roomD |= OD[t]; roomF |= OF[t]; roomS |= OS[t]; roomW |= OW[t]; room_c2 += Oc2[t]; }
  return 0;
}

static int leaf(void){
  nopt = 0;
  int seatings = use_first || use_second ? 4 : 2;
  for (int i = 0; i < NOrb; i++) for (int j = i + 1; j < NOrb; j++) {
    if (orb_size[i] != orb_size[j]) continue;               // one orbit of one pair facing two would seat a pair twice
    if (orb_size[i] == 1 && orb_type[i] != orb_type[j]) continue;   // a fixed table: swapped with swapped, fixed with fixed
    if (pa[orb_first[j]] < 0) continue;                     // "four": two walkers never meet here
    int walked = pa[orb_first[i]] < 0 && walkers == 4, n = walked ? 4 : seatings;   // a walker N or, turned, E
    for (int o = 0; o < (orb_size[i] == 2 ? 2 * n : n); o++) add_option(i, j, o % n | (o / n) << 2); }
  roomD = roomF = roomS = roomW = 0;
  if (use_steps) for (int d = 1; d < m; d++) if (d != near_c && (!near_c || between_[d][0] != near_c) && !(hole_steps >> d & 1)) roomD |= 1ULL << d;
  if (walkers == 4) roomW = 0xFFULL | WALKER_NS | (use_first ? 0xFULL << 12 : 0);
  room_c2 = near_c ? 2 : 0;
  if (use_first) for (int c = 1; c <= (m - 1) / 2; c++) if (!(hole_steps >> c & 1)) roomF |= 1ULL << c;
  if (use_second) for (int c = 1; c <= (m - 1) / 2; c++) if (!(hole_steps >> c & 1)) roomS |= 1ULL << c;
  nm = 0; budget_nodes = node_budget;
  int r = match(NOrb == 64 ? ~0ULL : (1ULL << NOrb) - 1);
  return r == 1 ? 1 : exhaustive ? 0 : -1;
}

/* Near starters with a symmetry of order 3 (mode near-cube, 4t players): x -> ux with
 * u^3 = 1 mod m, u != 1, where u fixes exactly three residues a, b, c with b - a = c - b.
 * The fixed player's table (None, a, b, c) is then fixed point by point: its steps are
 * b - a twice (the near step) and its partners {a, c} the class of b - a.  Every other
 * table T comes with uT and u^2 T, seated alike, whose steps and partner differences are
 * u and u^2 times T's; so the base tables need only their four steps in four distinct
 * unused orbits {d, ud, u^2 d} of residues and their two partner differences in two
 * distinct unused orbits {±d, ±ud, ±u^2 d} of classes, each base table taking a point of
 * each of four unused orbits of points.  A random depth-first search, restarted after a
 * budget of nodes (as tools/triplewhist_search.c's "cube").  64 players: u = 4, fixed 0,
 * 21, 42, five base tables.  Mode near-ordered-cube asks besides that the first-kind steps
 * (E - N, W - S) of the base tables fall in distinct unused orbits of classes, and the
 * second-kind ones (S - E, N - W) too: each class is then once of each kind (every step
 * but the near one's is a residue once), an ordered triplewhist starter but for the near
 * class. */
static int cu, c_orb[64], c_cls[64], c_rep[64][3], c_n, c_base[16][4], cube_ordered;
/* A new orbit of classes among `used` (those of one kind of pair) for each of the
 * differences d and e, marked used: 0 when either has none (a residue u fixes), is
 * taken, or they share one. */
static int two_new(int d, int e, u64 *used){
  int x = c_cls[d], y = c_cls[e];
  if (x < 0 || y < 0 || x == y || (*used >> x & 1) || (*used >> y & 1)) return 0;
  *used |= 1ULL << x | 1ULL << y; return 1;
}
static int cube_dfs(int depth, u64 pts, u64 steps, u64 cls_used, u64 first_used, u64 second_used){
  if (--budget_nodes < 0) return -1;
  int first = -1;
  for (int i = 0; i < c_n; i++) if (!(pts >> i & 1)) { first = i; break; }
  if (first < 0) return depth;
  int x = c_rep[first][0], free_[64], nf = 0;
  for (int i = first + 1; i < c_n; i++) if (!(pts >> i & 1)) free_[nf++] = i;
  for (int tries = 0; tries < 400 && nf >= 3; tries++) {
    int i = free_[rnd() % nf], j = free_[rnd() % nf], l = free_[rnd() % nf];
    if (i == j || j == l || i == l) continue;
    int a = c_rep[i][rnd() % 3], b = c_rep[j][rnd() % 3], c = c_rep[l][rnd() % 3];
    int st[4] = {dif(x, a), dif(a, b), dif(b, c), dif(c, x)}, so[4];
    u64 ns = steps; int bad = 0;
    for (int q = 0; q < 4 && !bad; q++) { so[q] = c_orb[st[q]];
      if (so[q] < 0 || (ns >> so[q] & 1)) bad = 1; else ns |= 1ULL << so[q]; }
    if (bad) continue;
    u64 np = cls_used, nf1 = first_used, ns2 = second_used;   // partners {N, S}, {E, W}
    if (!two_new(dif(x, b), dif(a, c), &np)) continue;
    // near-ordered-cube: first-kind {N, E}, {S, W}; second-kind {E, S}, {W, N}
    if (cube_ordered && (!two_new(st[0], st[2], &nf1) || !two_new(st[1], st[3], &ns2))) continue;
    c_base[depth][0] = x; c_base[depth][1] = a; c_base[depth][2] = b; c_base[depth][3] = c;
    int r = cube_dfs(depth + 1, pts | 1ULL << first | 1ULL << i | 1ULL << j | 1ULL << l, ns,
                     np, nf1, ns2);
    if (r) return r; }
  return 0;
}

static int near_cube(int v, const char *seed){
  if (v % 4) { fprintf(stderr, "near-cube: for 4t players\n"); return 2; }
  int fx[64], nfx = 0;                             // the first u of order 3 that fixes three
  for (cu = 2; cu < m; cu++) {
    if ((long)cu * cu % m * cu % m != 1) continue;
    nfx = 0;
    for (int x = 0; x < m; x++) if ((long)cu * x % m == x) fx[nfx++] = x;
    if (nfx == 3) break; }
  if (cu == m) { fprintf(stderr, "near-cube: no u with u^3 = 1 mod %d fixing three residues\n", m); return 2; }
  int a = fx[0], b = fx[1], c = fx[2];             // 0 < b < c: the three in steps of m / 3
  if (dif(a, b) != dif(b, c)) { fprintf(stderr, "near-cube: the fixed residues are not in step\n"); return 2; }
  c_n = 0;
  for (int x = 0; x < m; x++) c_orb[x] = c_cls[x] = -1;
  for (int x = 1; x < m; x++) if (c_orb[x] < 0 && (long)cu * x % m != x) {
    for (int k = 0, y = x; k < 3; k++, y = (int)((long)cu * y % m)) { c_orb[y] = c_n; c_rep[c_n][k] = y; }
    c_n++; }
  int nc = 0;
  for (int i = 0; i < c_n; i++) if (c_cls[c_rep[i][0]] < 0) {
    int j = c_orb[m - c_rep[i][0]];
    for (int k = 0; k < 3; k++) c_cls[c_rep[i][k]] = c_cls[c_rep[j][k]] = nc;
    nc++; }
  while (time(0) < end) {
    budget_nodes = node_budget;
    int base = cube_dfs(0, 0, 0, 0, 0, 0);
    if (base <= 0) continue;
    printf("    %d: ((None, %d, %d, %d)", v, a, b, c);
    for (int q = 0; q < base; q++) for (int k = 0, f = 1; k < 3; k++, f = (int)((long)f * cu % m))
      printf(", (%d, %d, %d, %d)", (int)((long)f * c_base[q][0] % m), (int)((long)f * c_base[q][1] % m),
             (int)((long)f * c_base[q][2] % m), (int)((long)f * c_base[q][3] % m));
    printf("),  # seed %s, %s, u %d\n", seed, cube_ordered ? "near-ordered-cube" : "near-cube", cu);
    return 0; }
  fprintf(stderr, "none found for %d players in the time given\n", v);
  return 1;
}

static const char *const MODES[] = {"directed", "ordered", "near", "near-ordered", "near-cube",
                                     "near-ordered-cube", "triplewhist"};
#define NMODES ((int)(sizeof MODES / sizeof *MODES))

int main(int argc, char **argv){
  if (argc < 4 || argc > 7) {
    fprintf(stderr, "usage: %s PLAYERS SEED|all SECONDS [", argv[0]);
    for (int i = 0; i < NMODES; i++) fprintf(stderr, "%s%s", MODES[i], i < NMODES - 1 ? "|" : "");
    fprintf(stderr, " [NODES [H|AxB^T]]]\n"); return 2; }
  int v = atoi(argv[1]); exhaustive = !strcmp(argv[2], "all");
  const char *mode = argc >= 5 ? argv[4] : "directed";
  int known = 0;
  for (int i = 0; i < NMODES; i++) known |= !strcmp(mode, MODES[i]);
  if (!known) {
    fprintf(stderr, "mode:");
    for (int i = 0; i < NMODES; i++) fprintf(stderr, " %s%s", MODES[i], i < NMODES - 2 ? "," : i == NMODES - 2 ? " or" : "\n");
    return 2; }
  int near = !strcmp(mode, "near") || !strcmp(mode, "near-ordered");
  cube_ordered = !strcmp(mode, "near-ordered-cube");
  int cube = cube_ordered || !strcmp(mode, "near-cube");
  use_steps = strcmp(mode, "triplewhist") != 0;
  use_first = !strcmp(mode, "ordered") || !strcmp(mode, "near-ordered") || !use_steps;
  use_second = !use_steps;
  if (argc >= 6) node_budget = atol(argv[5]);
  int inner = 0, grouped = argc >= 7 && group_spec(argv[6], &outer, &inner, &twist);
  int four = argc >= 7 && !strcmp(argv[6], "four");
  if (argc >= 7 && !grouped && !four) hm = atoi(argv[6]);
  rs = 88172645463325252ULL ^ (u64)atoll(argv[2]);
  end = time(0) + (time_t)atof(argv[3]);
  int fixed = v % 4 == 0; m = fixed ? v - 1 : v;
  if (four && (!fixed || v < (use_first ? 24 : 20) || exhaustive ||
               (strcmp(mode, "directed") && strcmp(mode, "ordered") && strcmp(mode, "near")))) {
    fprintf(stderr, "four: 20 to 64 players (ordered 24: 20 has no triplewhist with walkers), a multiple of 4, "
                    "a seed (not all), directed, ordered or near\n"); return 2; }
  if (four) { walkers = 4; m = v - 4; }
  if ((grouped && (inner < 1 || outer * inner != m || cube)) || !make_classes()) {
    fprintf(stderr, "AxB[^T]: pairs modulo A and B (twisted by T, T^B = 1 mod A), A B = v or v - 1; not near-cube\n"); return 2; }
  if (v < 8 || v > 64 || v % 4 > 1) { fprintf(stderr, "players: 8 to 64, a multiple of 4 or one more\n"); return 2; }
  for (int k = 1; four && k < 4; k++) hole_steps |= 1ULL << (k * m / 4);
  if (cube) return near_cube(v, argv[2]);
  if (near && !fixed) { fprintf(stderr, "near modes are for 4t players\n"); return 2; }
  if (hm != 1 && (hm <= 1 || hm >= m - 1 || (long)hm * hm % m != 1)) { fprintf(stderr, "H: H^2 = 1 mod %d, not ±1\n", m); return 2; }
  int fixed_pts[64], nf = 0, near_choices[64], nn = 0;
  for (int x = 1; x < m; x++) if (H(x) == x) fixed_pts[nf++] = x;
  for (int c = 1; c < m; c++) if (H(c) == c && !(hole_steps >> c & 1)) near_choices[nn++] = c;
  if (near && !nn) { fprintf(stderr, "near: H fixes no step\n"); return 2; }
  int reps[64], nr = 0;        // exhaustive near: one step c of each orbit of the units
  for (int i = 0; i < nn; i++) {
    int c = near_choices[i], least = 1;
    for (int u = 2; u < m && !grouped; u++) if (gcd(u, m) == 1 && (long)u * c % m < c) least = 0;
    if (least) reps[nr++] = c; }
  int found = 0, rep = 0;
  for (long t = 0; !found && time(0) < end; t++) {
    if (near) near_c = exhaustive ? reps[rep] : near_choices[rnd() % nn];
    for (int i = 0; i < 128; i++) used[i] = 0;
    for (int i = 0; i < 64; i++) used_class[i] = (int)(hole_steps >> i & 1);   // "four": classes m/4, m/2
    ne = 0; K = 0; NOrb = 0;
    if (!fixed) used[0] = 1;
    for (int i = 0; i < nf; i++) elems[ne++] = fixed_pts[i];          // the fussy ones first
    if (fixed) elems[ne++] = 0;
    for (int x = 1; x < m; x++) if (H(x) != x) elems[ne++] = x;
    for (int k = 0, residues = 0; fixed && k < walkers; k++) {   // the fixed player partners a point H fixes (0, or any when exhaustive is off)
      int x = exhaustive || !nf ? 0 : (rnd() % (nf + 1) ? fixed_pts[rnd() % nf] : 0);
      // walker k: every residue once (the draw above is thrown away, but the stored seeds' first rounds depend on it)
      if (four) do x = k ? (int)(rnd() % m) : 0; while (used[x] || residues >> ((x - k) & 3) & 1);
      residues |= 1 << ((x - k) & 3);
      orb_first[NOrb] = K; orb_size[NOrb] = 1; orb_type[NOrb] = 0; NOrb++;
      pa[K] = -1 - k; pb[K] = x; K++; used[x] = 1; }
    budget_pairs = 5000;
    int r = pair_rest(); found = r == 1;
    if (exhaustive && r == 0 && near && ++rep < nr) continue;      // the next near step
    if (exhaustive && r == 0) {    // the fixed player's partner may be 0: the rounds move the others up one
      fprintf(stderr, "no Z-cyclic %s starter for %d players: all %ld sets of partner pairs tried\n", mode, v, pair_sets);
      return 1; }
    if (exhaustive && r < 0) break;
  }
  if (!found) { fprintf(stderr, "none found for %d players in %s s (%ld sets of partner pairs)\n", v, argv[3], pair_sets); return 1; }
  printf("    %d: (", v);
  int first = 1;
  for (int q = 0; q < nm; q++) {
    int s[2][4], nt = tables_of(chosen_opt[q], s);
    for (int t = 0; t < nt; t++) {
      printf(first ? "(" : ", ("); first = 0;
      for (int x = 0; x < 4; x++) { print_seat(s[t][x], walkers); printf(x < 3 ? ", " : ")"); } } }
  printf("),  # seed %s, %s%s", argv[2], mode, argc >= 6 ? "" : "");
  if (argc >= 6) printf(", nodes %s", argv[5]);
  if (hm != 1) printf(", H %d", hm);
  if (grouped || four) printf(", %s", argv[6]);
  printf("\n");
  return 0;
}
