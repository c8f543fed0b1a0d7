/* The search for Z-cyclic triplewhist starters the prime construction of
 * movements/generators/individuals/triplewhist.py does not give, in C (seconds to minutes; the annealing
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
 * the second-kind classes each come once (an exact cover: it branches on the
 * pair or the class that the fewest tables still cover); new random pairs until
 * one matches.  With ``all`` for the seed it goes through every set of partner
 * pairs (in order, no budget): a search that ends without one proves there is
 * no Z-cyclic starter.
 *
 *   cc -O2 -o triplewhist_search tools/triplewhist_search.c
 *   ./triplewhist_search PLAYERS SEED SECONDS     # prints "v: (tables...),"
 *   ./triplewhist_search PLAYERS all SECONDS      # exhaustive
 *   ./triplewhist_search PLAYERS SEED|all SECONDS [AxB[^T]|thirds|cube] lead   # starters' lead at best
 *   ./triplewhist_search PLAYERS SEED SECONDS thirds    # or cube: with a symmetry
 *   ./triplewhist_search PLAYERS SEED|all SECONDS AxB[^T]   # over pairs (A B = PLAYERS)
 *   ./triplewhist_search PLAYERS SEED SECONDS four [lead]   # four walkers (movements/generators/individuals/walkers.py)
 *
 * "AxB" (4t + 1 players) seats the pairs (a, b) of numbers modulo A and B, printed as
 * B a + b, instead of Z_v (tools/starter_pairs.h; "^T" twists them: (a, b)(c, d) =
 * (a + T^b c, b + d)): the rounds then move by each pair
 * (movements/generators/individuals/groups.py).  45 3x15: seed 7 found the first 45 (11 minutes
 * of CPU); `45 4501 6500 3x15 lead` the stored one, its first starter (3 wrong classes).
 *
 * "four" (4t players, 24 to 64): the first round of movements/generators/individuals/
 * walkers.py, Z_(v-4) and four walkers who take turns at four seats (printed v - 4 to v - 1);
 * the differences within the holes x + H (H = {0, m/4, m/2, 3m/4}, m = v - 4) are no class
 * to cover, no two walkers share a table, and the walkers' tables cover the items of
 * add_option() below.  60 players, seed 4, "lead": the stored one (its first starter) in
 * about six minutes, where the rotation was not found in hours.  The lead mode stops at 0
 * wrong classes, which a rotation cannot reach (24 players, seed 1: at once).
 *
 * "thirds" and "cube" (below) look only at starters with a symmetry of order 3,
 * which shrinks the search to a difference family: a second where the general
 * search takes minutes or more (40 players and up).
 *
 * The same seed gives the same starter.  Its output lines go into
 * movements/data/triplewhist_starters.py; the movements package checks every stored
 * starter again when it is used.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "starter_pairs.h"

static long budget_nodes;
static int lead_mode;               /* "lead": every starter, reflected at its best (below) */
static int players, walkers = 1;    /* "four": four walkers instead of the fixed player (below) */
static u64 hole_classes;            /* the classes of differences no pair may have ("four") */
static void lead_of_cover(void);

static u64 room1, room2, unmatched; static int mA[40], mB[40], mO[40], nm;

/* The tables a complete set of pairs can make, as options of an exact cover: pair i
 * at N, S (turned round when o = 1) and pair j at E, W; the pairs they seat, and the
 * classes of their first-kind and second-kind opponents (none twice in one table). */
static int Oi[1600], Oj[1600], Oo[1600]; static u64 Opairs[1600], Ofirst[1600], Osecond[1600];

/* Exact cover: every pair in one table, every class once among first-kind and once
 * among second-kind opponents.  Branch on the pair or class with fewest tables;
 * each child gets the options still compatible (`n` of them in `live`). */
static int match(int n, const short *live){
  if (!exhaustive && --budget_nodes < 0) return -1;
  if (!unmatched) { if (!lead_mode) return 1; lead_of_cover(); return 0; }
  int per_pair[40] = {0}, per1[64] = {0}, per2[64] = {0};
  for (int q = 0; q < n; q++) { int t = live[q];
    per_pair[Oi[t]]++; per_pair[Oj[t]]++;
    for (u64 f = Ofirst[t]; f; f &= f - 1) per1[__builtin_ctzll(f)]++;
    for (u64 f = Osecond[t]; f; f &= f - 1) per2[__builtin_ctzll(f)]++; }
  int kind = 0, item = -1, fewest = 1 << 30;      // kind 0: a pair, 1: a first-kind class, 2: second
  for (int i = 0; i < K; i++) if ((unmatched >> i & 1) && per_pair[i] < fewest) { fewest = per_pair[i]; kind = 0; item = i; }
  for (int c = 1; c < 64; c++) {
    if ((room1 >> c & 1) && per1[c] < fewest) { fewest = per1[c]; kind = 1; item = c; }
    if ((room2 >> c & 1) && per2[c] < fewest) { fewest = per2[c]; kind = 2; item = c; } }
  if (!fewest) return 0;
  short chosen[1600], child[1600]; int nc = 0;
  for (int q = 0; q < n; q++) { int t = live[q];
    if (kind == 0 ? (Oi[t] == item || Oj[t] == item) : ((kind == 1 ? Ofirst[t] : Osecond[t]) >> item & 1)) chosen[nc++] = (short)t; }
  for (int t = nc - 1; t > 0; t--) { int s = rnd() % (t + 1); short x = chosen[t]; chosen[t] = chosen[s]; chosen[s] = x; }
  for (int q = 0; q < nc; q++) { int c = chosen[q], nchild = 0;
    for (int r = 0; r < n; r++) { int t = live[r];
      if (!(Opairs[t] & Opairs[c]) && !(Ofirst[t] & Ofirst[c]) && !(Osecond[t] & Osecond[c])) child[nchild++] = (short)t; }
    room1 &= ~Ofirst[c]; room2 &= ~Osecond[c]; unmatched &= ~Opairs[c];
    mA[nm] = Oi[c]; mB[nm] = Oj[c]; mO[nm] = Oo[c]; nm++;
    int r = match(nchild, child); if (r) return r;
    nm--; room1 |= Ofirst[c]; room2 |= Osecond[c]; unmatched |= Opairs[c]; }
  return 0;
}

/* "four": the items a walker's table covers besides its classes (bits 32 and up, past
 * every class): the residue (x - k) mod 4 of walker k's first-kind opponent x among the
 * first-kind items, of his second-kind one among the second-kind items, and, seated N or S,
 * the one walker so seated (bit 36; then the two residues must agree, or his left and right
 * would repeat).  Each walker meets every number once in each relation and on each side
 * when the four residues of each are distinct (movements/generators/individuals/walkers.py). */
#define WALKER_NS (1ULL << 36)
static int add_option(int n, int i, int j, int o, u64 fm, u64 sm){
  Oi[n] = i; Oj[n] = j; Oo[n] = o; Opairs[n] = (1ULL << i) | (1ULL << j);
  Ofirst[n] = fm; Osecond[n] = sm; return n + 1;
}

/* Match the complete set of partner pairs into tables: 1 found; otherwise 0 when
 * exhaustive (go on to the next set), -1 when random (draw new pairs). */
static int leaf(void){
  room1 = room2 = 0; for (int c = 1; c <= m / 2; c++) { room1 |= 1ULL << c; room2 |= 1ULL << c; }
  room1 &= ~hole_classes; room2 &= ~hole_classes;
  if (walkers == 4) { room1 |= 0xFULL << 32 | WALKER_NS; room2 |= 0xFULL << 32; }
  nm = 0; budget_nodes = 5000;
  int n = 0; short live[1600];
  for (int i = 0; i < K; i++) for (int j = i + 1; j < K; j++) for (int o = 0; o < 2; o++) {
    int a = o ? pb[i] : pa[i], c = o ? pa[i] : pb[i], b = pa[j], d = pb[j];
    int f[2] = {cls(a, b), cls(c, d)}, s[2] = {cls(a, d), cls(c, b)};
    u64 fm = 0, sm = 0; int bad = 0;
    for (int q = 0; q < 2; q++) {
      if (f[q]) { if (fm >> f[q] & 1) bad = 1; fm |= 1ULL << f[q]; }
      if (s[q]) { if (sm >> s[q] & 1) bad = 1; sm |= 1ULL << s[q]; } }
    if (bad || (pa[i] < 0 && pa[j] < 0) || ((fm | sm) & hole_classes)) continue;   // two walkers never meet here
    if (walkers == 4 && pa[i] < 0) {        // walker k at N (o = 0) or S; or, bit 1 of o, mirrored to E or W
      int k = -1 - pa[i], first = o ? d : b, second = o ? b : d;
      fm |= 1ULL << (32 + ((first - k) & 3)); sm |= 1ULL << (32 + ((second - k) & 3));
      n = add_option(n, i, j, o | 2, fm, sm);
      if ((first - second) & 3) continue;
      fm |= WALKER_NS; }
    n = add_option(n, i, j, o, fm, sm); }
  for (int q = 0; q < n; q++) live[q] = (short)q;
  unmatched = K == 64 ? ~0ULL : (1ULL << K) - 1;
  int r = match(n, live);
  return r == 1 ? 1 : exhaustive ? 0 : -1;
}

/* The starter found, (N, E, S, W) a table, -1 the fixed player ("four": -1 to -4 the
 * four walkers, printed as m to m + 3). */
static int out[16][4], tables;
static void print_starter(int v, const char *seed, const char *how){
  printf("    %d: (", v);
  for (int q = 0; q < tables; q++) {
    printf("(");
    for (int x = 0; x < 4; x++) { print_seat(out[q][x], walkers); printf(x < 3 ? ", " : ")"); }
    if (q < tables - 1) printf(", "); else printf("),  # seed %s%s%s\n", seed, *how ? ", " : "", how); }
}

/* "lead": every starter of every set of partner pairs ("all"; or of random sets, each
 * within its budget of nodes, for SECONDS; or with thirds or cube one symmetric starter after
 * another, for SECONDS), each reflected at its best (E and W of some
 * tables exchanged, turned a seat so the kinds stay: every step of the table negated,
 * tools/lead_reflections.py), and the fewest *wrong* classes kept: a class whose two
 * steps (one first-kind, one second-kind) come the same way.  A rotation then has that
 * many times m pairs of players twice on one side.  The starters reaching a new fewest
 * are printed as they are found, with the reflections (REFLECT) that give it; a search
 * that is not exhaustive stops at the fewest a rotation allows (1 for 4t players, 0). */
static long covers; static int fewest_wrong = 1 << 30; static const char *seed_text;
static int best_reflection(int n, int t[][4], int *best_mask){
  int first_table[64], first_sign[64], seen[64] = {0};
  int wrong_fixed = 0, ties = 0, ta[64], tb[64], tsame[64];
  for (int q = 0; q < n; q++)
    for (int k = 0; k < 4; k++) { int a = t[q][k], b = t[q][(k + 1) % 4];
      if (a < 0 || b < 0) continue;
      int c = cls(a, b), sign = between_[a][b] < between_[b][a];
      if (!seen[c]) { seen[c] = 1; first_table[c] = q; first_sign[c] = sign; continue; }
      int p = first_table[c];
      if (p == q) { wrong_fixed += first_sign[c] == sign; continue; }
      ta[ties] = p; tb[ties] = q; tsame[ties] = first_sign[c] == sign; ties++; }
  int best = 1 << 30, walked = 0;      // "four": walkers' tables never reflected (that turns their direction)
  for (int q = 0; q < n; q++) for (int k = 0; k < 4; k++) if (walkers == 4 && t[q][k] < 0) walked |= 1 << q;
  for (int mask = 0; mask < 1 << (walked ? n : n - 1); mask++) {   // else table n - 1 never reflected: a whole flip changes nothing
    if (mask & walked) continue;
    int wrong = wrong_fixed;
    for (int e = 0; e < ties && wrong < best; e++) {
      int flipped = (mask >> ta[e] & 1) ^ (mask >> tb[e] & 1);
      wrong += flipped != tsame[e]; }          // wrong: the two steps the same way
    if (wrong < best) { best = wrong; *best_mask = mask; } }
  return best;
}
/* Score the starter of `n` tables in t; print it when it is the best yet. */
static void lead_of(int n, int t[][4], const char *how){
  int mask = 0, best = best_reflection(n, t, &mask);
  covers++;
  if (best >= fewest_wrong) return;
  fewest_wrong = best; tables = n;
  if (t != out) memcpy(out, t, sizeof(int) * 4 * (size_t)n);     // the symmetric search scores out itself
  printf("%d wrong classes (REFLECT 0x%x), starter %ld", best, mask, covers);
  if (pair_sets) printf(" of set %ld", pair_sets);
  printf(":\n");
  print_starter(players, seed_text, how); fflush(stdout);
  if (!exhaustive && best == (m % 4 == 3)) {     // a rotation of 4t players: one wrong class at least (docs/individual-lead.md)
    if (walkers == 4) printf("no wrong class: only the holes and the walkers sit twice on one side\n");
    else printf("the fewest a rotation allows: %d wrong class%s\n", best, best == 1 ? "" : "es");
    exit(0); }
}
/* The exact cover's tables as (N, E, S, W): pair i at N, S (turned when bit 0 of o), pair j
 * at E, W; bit 1 of o ("four": a walker's table) mirrors the table to (E, N, W, S). */
static void seat_cover(int t[][4]){
  for (int q = 0; q < nm; q++) { int i = mA[q], j = mB[q], o = mO[q];
    int n = o & 1 ? pb[i] : pa[i], e = pa[j], s = o & 1 ? pa[i] : pb[i], w = pb[j];
    if (o & 2) { t[q][0] = e; t[q][1] = n; t[q][2] = w; t[q][3] = s; }    // mirrored: (E, N, W, S)
    else { t[q][0] = n; t[q][1] = e; t[q][2] = s; t[q][3] = w; } }
}
static void lead_of_cover(void){
  int seated[16][4];
  seat_cover(seated);
  lead_of(nm, seated, walkers == 4 ? "four, lead" : "lead");
}

/* Starters with a symmetry of order 3: a map g (x -> x + m/3, "thirds", for 4t
 * players with 3 | m; or x -> ux with u^3 = 1, u != 1, "cube", which fixes the
 * fixed player, 0 and the x with (u - 1)x = 0) such that the tables come in threes T, gT, g^2 T,
 * each turned so that the partners of T become second-kind opponents in gT,
 * those first-kind partners, those second-kind first-kind.  Each point g fixes
 * sits with an orbit {y, gy, g^2 y} as
 * (fixed, y, gy, g^2 y), which g turns the same way.  Then the second-kind
 * differences are f times the partners' (f = 1 for thirds, u for cube) and
 * the first-kind f^2 times, so only the partners need checking: the partner
 * differences of T, f times its first-kind and f^2 times its second-kind ones,
 * over all base tables, must cover the non-zero differences once.  A random
 * depth-first search, each base table taking the first orbit not yet used,
 * restarted after a budget of nodes. */
static int gmap[64], fmul, orbit_rep[64], orbit_used[64], block[16][4], nblocks, fixed_pts[16], nfixed;
static int special_y[16];
static int g(int x){ return x < 0 ? x : gmap[x]; }
static int add_diff(u64 *d, int x, int y, int f){     // -1 for the fixed player: no difference
  if (x < 0 || y < 0) return 1;
  for (int sign = 0; sign < 2; sign++) {
    int e = (int)(((long)f * (sign ? y - x : x - y) % m + m) % m);
    if (!e || (*d >> e & 1)) return 0;
    *d |= 1ULL << e; }
  return 1;
}
static int symmetric(int depth, u64 diffs){
  if (--budget_nodes < 0) return -1;
  int x = -1;
  for (int y = 0; y < m; y++) if (orbit_rep[y] == y && !orbit_used[y]) { x = y; break; }
  if (x < 0) { nblocks = depth; return 1; }
  int free_[64], nf = 0;
  for (int y = 0; y < m; y++) if (orbit_rep[y] == y && !orbit_used[y] && y != x) free_[nf++] = y;
  for (int tries = 0; tries < 300 && nf >= 3; tries++) {
    int i = rnd() % nf, j = rnd() % nf, k = rnd() % nf;
    if (i == j || j == k || i == k) continue;
    int b[4] = {x, free_[i], free_[j], free_[k]};
    for (int p = 1; p < 4; p++) for (int r = rnd() % 3; r > 0; r--) b[p] = g(b[p]);
    u64 d = diffs; int f2 = (int)((long)fmul * fmul % m);
    if (!add_diff(&d, b[0], b[2], 1) || !add_diff(&d, b[1], b[3], 1) ||
        !add_diff(&d, b[0], b[1], fmul) || !add_diff(&d, b[2], b[3], fmul) ||
        !add_diff(&d, b[0], b[3], f2) || !add_diff(&d, b[1], b[2], f2)) continue;
    orbit_used[x] = orbit_used[free_[i]] = orbit_used[free_[j]] = orbit_used[free_[k]] = 1;
    for (int p = 0; p < 4; p++) block[depth][p] = b[p];
    int r = symmetric(depth + 1, d); if (r) return r;
    orbit_used[x] = orbit_used[free_[i]] = orbit_used[free_[j]] = orbit_used[free_[k]] = 0; }
  return 0;
}

static int by_symmetry(int v, const char *kind){
  int fixed = v % 4 == 0;
  nfixed = 0;
  if (!strcmp(kind, "thirds")) {
    if (!fixed || m % 3) { fprintf(stderr, "thirds: players a multiple of 4, one less a multiple of 3\n"); return -1; }
    for (int x = 0; x < m; x++) gmap[x] = (x + m / 3) % m;
    fmul = 1; fixed_pts[nfixed++] = -1;
  } else {
    int u = 0;
    for (int y = 2; y < m && !u; y++) if ((long)y * y % m * y % m == 1) u = y;
    if (!u) { fprintf(stderr, "cube: no u with u^3 = 1 mod %d but 1\n", m); return -1; }
    for (int x = 0; x < m; x++) gmap[x] = (int)((long)u * x % m);
    fmul = u;
    if (fixed) fixed_pts[nfixed++] = -1;
    for (int x = fixed ? 0 : 1; x < m; x++) if (g(x) == x) fixed_pts[nfixed++] = x;
  }
  for (int x = 0; x < m; x++) { orbit_rep[x] = x; if (g(x) == x) orbit_rep[x] = -1; }
  for (int x = 0; x < m; x++) if (orbit_rep[x] == x) { orbit_rep[g(x)] = x; orbit_rep[g(g(x))] = x; }
  int reps[64], nr = 0;
  for (int x = 0; x < m; x++) if (orbit_rep[x] == x) reps[nr++] = x;
  if (nr < nfixed || (nr - nfixed) % 4) {
    fprintf(stderr, "%s: %d points fixed and %d orbits of three do not make tables\n", kind, nfixed, nr); return -1; }
  while (time(0) < end) {
    for (int y = 0; y < 64; y++) orbit_used[y] = 0;
    u64 d = 0; int bad = 0;
    for (int q = 0; q < nfixed && !bad; q++) {     // (fixed, y, gy, g^2 y): partners {fixed, gy}, {y, g^2 y}
      int y; do y = reps[rnd() % nr]; while (orbit_used[y]);
      orbit_used[y] = 1; special_y[q] = y;
      bad = !add_diff(&d, fixed_pts[q], g(y), 1) || !add_diff(&d, y, g(g(y)), 1); }
    if (bad) continue;
    budget_nodes = 20000;
    if (symmetric(0, d) != 1) continue;
    tables = 0;
    for (int q = 0; q < nfixed; q++) { int y = special_y[q];
      out[tables][0] = fixed_pts[q]; out[tables][1] = y; out[tables][2] = g(y); out[tables][3] = g(g(y)); tables++; }
    for (int q = 0; q < nblocks; q++) {
      int w = block[q][0], x = block[q][1], y = block[q][2], z = block[q][3];
      int turned[3][4] = {{w, x, y, z}, {g(w), g(z), g(x), g(y)}, {g(g(w)), g(g(y)), g(g(z)), g(g(x))}};
      for (int r = 0; r < 3; r++) { for (int p = 0; p < 4; p++) out[tables][p] = turned[r][p]; tables++; } }
    if (!lead_mode) return 1;
    lead_of(tables, out, !strcmp(kind, "cube") ? "cube, lead" : "thirds, lead"); }
  return 0;
}

int main(int argc, char **argv){
  lead_mode = argc >= 5 && !strcmp(argv[argc - 1], "lead");
  if (lead_mode) argc--;
  int inner = 0, grouped = argc == 5 && group_spec(argv[4], &outer, &inner, &twist);
  int four = argc == 5 && !strcmp(argv[4], "four");
  seed_text = argv[2];
  if (argc != 4 && !(argc == 5 && (grouped || four || !strcmp(argv[4], "thirds") || !strcmp(argv[4], "cube")))) {
    fprintf(stderr, "usage: %s PLAYERS SEED|all SECONDS [thirds|cube|four|AxB] [lead]\n", argv[0]); return 2; }
  int v = players = atoi(argv[1]); exhaustive = !strcmp(argv[2], "all");
  rs = 88172645463325252ULL ^ (u64)atoll(argv[2]);
  end = time(0) + (time_t)atof(argv[3]);
  int fixed = v % 4 == 0; m = fixed ? v - 1 : v;
  if (v < 8 || v > 64 || v % 4 > 1) { fprintf(stderr, "players: 8 to 64, a multiple of 4 or one more\n"); return 2; }
  if (four && (v % 4 || v < 24 || exhaustive)) {      // 20: none (CP-SAT, INFEASIBLE)
    fprintf(stderr, "four: 24 to 64 players, a multiple of 4, and a seed (not all)\n"); return 2; }
  if (four) { walkers = 4; m = v - 4; }
  if (!grouped) outer = 1;
  if ((grouped && (inner < 1 || outer * inner != m)) || !make_classes()) {
    fprintf(stderr, "AxB[^T]: pairs modulo A and B (twisted by T, T^B = 1 mod A), A B = v or v - 1\n"); return 2; }
  if (four)       // the differences within a hole x + H, H = {0, m/4, m/2, 3m/4}: no pair has one
    for (int k = 1; k < 4; k++) hole_classes |= 1ULL << cls(0, k * m / 4);
  if (argc == 5 && !grouped && !four) {
    int r = by_symmetry(v, argv[4]);
    if (r < 0) return 2;
    if (lead_mode) { printf("time out after %ld starters; fewest wrong classes %d\n", covers, fewest_wrong); return !covers; }
    if (!r) { fprintf(stderr, "none found for %d players in %s s\n", v, argv[3]); return 1; }
    print_starter(v, argv[2], argv[4]); return 0; }
  int found = 0;
  for (long t = 0; !found && time(0) < end; t++) {
    for (int i = 0; i < 128; i++) used[i] = 0;
    for (int i = 0; i < 64; i++) used_class[i] = (int)(hole_classes >> i & 1);
    ne = 0; K = 0; for (int x = fixed ? 0 : 1; x < m; x++) elems[ne++] = x;
    for (int k = 0, residues = 0; fixed && k < walkers; k++) {   // the first walker's partner may be 0 (a translation)
      int x; do x = exhaustive || (four && !k) ? 0 : rnd() % m; while (used[x] || (four && residues >> ((x - k) & 3) & 1));
      residues |= 1 << ((x - k) & 3);
      pa[K] = -1 - k; pb[K] = x; K++; used[x] = 1; }
    budget_pairs = 5000;
    int r = pair_rest(); found = r == 1;
    if (lead_mode && r == 0 && covers) {    // none at all: said below, as without lead
      printf("every starter for %d players: %ld in %ld sets of partner pairs; fewest wrong classes %d\n",
             v, covers, pair_sets, fewest_wrong);
      return 0; }
    if (exhaustive && r == 0) {    // the fixed player's partner may be 0: the rounds move the others up one
      fprintf(stderr, "no %s starter for %d players: all %ld sets of partner pairs tried\n", grouped ? argv[4] : "Z-cyclic", v, pair_sets);
      return 1; }
    if (exhaustive && r < 0) break;
  }
  if (lead_mode) { printf("time out after %ld starters in %ld sets of partner pairs; fewest wrong classes so far %d\n",
                          covers, pair_sets, fewest_wrong); return !covers; }
  if (!found) { fprintf(stderr, "none found for %d players in %s s (%ld sets of partner pairs)\n", v, argv[3], pair_sets); return 1; }
  seat_cover(out); tables = nm;
  print_starter(v, argv[2], grouped || four ? argv[4] : "");
  return 0;
}
