/* What tools/whist_search.c, tools/triplewhist_search.c and tools/directed_whist_search.c
 * share: the generator, the classes of differences mod m, the search's state, and drawing
 * partner pairs with each class once.  The including file defines leaf(): what a complete
 * set of pairs gives (1: a starter found, 0: go on to the next set, -1: give up this draw).
 * A file that draws its pairs its own way defines OWN_PAIR_DRAW first and its own pair_rest(). */
#include <stdint.h>
#include <time.h>

typedef uint64_t u64;
static u64 rs;
static u64 rnd(void){ rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }
static int m, K, outer = 1, twist = 1;     // the players' group: pairs (a, b) of numbers modulo
static int pa[40], pb[40];                 // outer and m / outer, numbered (m / outer) a + b, with
                                           // (a, b)(c, d) = (a + twist^b c, b + d); outer 1: Z_m.
                                           // Partner pairs above; -1 = the fixed player.
static int between_[64][64], class_of[64][64];   // x^-1 y (y - x in Z_m); the class {d, d^-1} of it
static int cls(int a, int b){ return a < 0 || b < 0 ? 0 : class_of[a][b]; }
static int times(int x, int y){
  int n = m / outer, a = x / n, b = x % n, c = y / n, d = y % n; long t = 1;
  for (int k = 0; k < b; k++) t = t * twist % outer;
  return (int)((a + t * c) % outer) * n + (b + d) % n;
}
/* "AxB" or "AxB^T" (the group of pairs modulo A and B, twisted by T): 1 when s is one, and
 * then *a, *b, *t are set (*t to 1 without "^T"). */
static inline int group_spec(const char *s, int *a, int *b, int *t){
  int x, y, z = 1;
  if (sscanf(s, "%dx%d^%d", &x, &y, &z) < 2) return 0;
  *a = x; *b = y; *t = z; return 1;
}
/* x^-1 y for every x, y, and the classes {d, d^-1} numbered 1, 2, ... as first met (a, then
 * b, counting up, d = b^-1 a): in Z_m the class of d is min(d, m - d), as before there were
 * groups.  0 when the group spec does not make a group of m elements. */
static int make_classes(void){
  int number[64] = {0}, inverse[64], n = 0;
  if (outer < 1 || m % outer) return 0;
  for (int x = 0; x < m; x++) { inverse[x] = -1; for (int y = 0; y < m; y++) if (times(x, y) == 0) inverse[x] = y; }
  for (int x = 0; x < m; x++) if (inverse[x] < 0 || times(inverse[x], x) != 0) return 0;
  for (int a = 0; a < m; a++) for (int b = 0; b < m; b++) between_[a][b] = times(inverse[a], b);
  for (int a = 0; a < m; a++) for (int b = 0; b < m; b++) {
    int d = between_[b][a], e = between_[a][b], c = d < e ? d : e;
    if (a != b && !number[c]) number[c] = ++n;
    class_of[a][b] = a == b ? 0 : number[c]; }
  return 1;
}
/* A seat as printed: the number, None for the fixed player (-1), or with four walkers
 * ("four": movements/generators/individuals/walkers.py) walker -1 - k as m + k. */
static inline void print_seat(int p, int walkers){
  if (p >= 0) printf("%d", p); else if (walkers == 1) printf("None"); else printf("%d", m - 1 - p);
}
static long budget_pairs, pair_sets;
static int used[128], used_class[64], elems[128], ne, exhaustive;
static time_t end;
static int leaf(void);

/* A step of a draw of partner pairs: GO_ON with x the first element not yet paired and
 * others[] (*no of them) the rest, shuffled unless exhaustive; else what the draw gives
 * back (-1: out of budget or time; on a complete set of pairs, leaf()'s answer). */
#define GO_ON (-2)
static int draw_step(int *x, int others[], int *no){
  if (!exhaustive && --budget_pairs < 0) return -1;
  *x = -1; for (int i = 0; i < ne; i++) if (!used[elems[i]]) { *x = elems[i]; break; }
  if (*x < 0) { pair_sets++; return exhaustive && time(0) >= end ? -1 : leaf(); }
  *no = 0;
  for (int i = 0; i < ne; i++) if (!used[elems[i]] && elems[i] != *x) others[(*no)++] = elems[i];
  if (!exhaustive)
    for (int i = *no - 1; i > 0; i--) { int j = rnd() % (i + 1); int t = others[i]; others[i] = others[j]; others[j] = t; }
  return GO_ON;
}

#ifndef OWN_PAIR_DRAW
/* Partner pairs, each class of differences once (random, or each in turn when
 * exhaustive); leaf() is tried on each complete set.  1: a starter found. */
static int pair_rest(void){
  int x, others[128], no, r = draw_step(&x, others, &no);
  if (r != GO_ON) return r;
  used[x] = 1;
  for (int i = 0; i < no; i++) { int y = others[i], c = cls(x, y); if (used_class[c]) continue;
    used[y] = 1; used_class[c] = 1; pa[K] = x; pb[K] = y; K++;
    int r = pair_rest(); if (r) return r;
    K--; used[y] = 0; used_class[c] = 0; }
  used[x] = 0; return 0;
}
#endif
