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
static int m, K, outer = 1;                // the players' group: Z_outer x Z_(m / outer), element
static int pa[40], pb[40];                 // (a, b) numbered (m / outer) a + b; outer 1: Z_m itself
static int class_of[64][64];               // partner pairs above; -1 = the fixed player
static int minus(int a, int b){ int n = m / outer; return (a / n - b / n + outer) % outer * n + (a % n - b % n + n) % n; }
static int cls(int a, int b){ return a < 0 || b < 0 ? 0 : class_of[a][b]; }
/* The classes {d, -d} of differences a - b numbered 1, 2, ... as first met (a, then b,
 * counting up): in Z_m the class of d is min(d, m - d), as before there were groups. */
static void make_classes(void){
  int number[64] = {0}, n = 0;
  for (int a = 0; a < m; a++) for (int b = 0; b < m; b++) {
    int d = minus(a, b), e = minus(b, a), c = d < e ? d : e;
    if (a != b && !number[c]) number[c] = ++n;
    class_of[a][b] = a == b ? 0 : number[c]; }
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
