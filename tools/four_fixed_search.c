/* Offline search: a whist tournament of 4t players in which only four players can sit twice
 * on one side of each other: four fixed players and sections that move up one, in C.
 *
 * No rotation of 4t players is directed (at least v - 1 pairs on one side), and walkers
 * leave the holes' pairs (3v/4: movements/generators/individuals/walkers.py).  Here the
 * players are four fixed players F1..F4 and k sections of q numbers (v = kq + 4, q odd,
 * k a multiple of 4); section player (i, x) moves to (i, x + 1) each round, within his
 * section.  k *base rounds*, each moved through all q places, and three rounds of the
 * fixed players: they make a table of their own (the tournament of four players), and
 * the sections k/4 *base tables* of four sections each, moved through all q places too:
 * kq + 3 = v - 1 rounds.  The search asks every class of meetings once: partners
 * ((i, j, y - x) for two section players, each section for a fixed player) and ordered
 * neighbours ((i, j, y - x) with (j, y) on (i, x)'s left, and each section on each side
 * of each fixed player).  Then every two players are partners once and opponents twice,
 * and everyone but the fixed players has every other once on his left and once on his
 * right: only the fixed players' own pairs can be on one side, and every seating of four
 * players' three rounds leaves at least 3 of their 6 so.  "ordered": also the first-kind
 * opponents ({N, E} and {S, W}) of every class once, a triplewhist tournament but for the
 * fixed players' table.
 *
 * Method: one exact cover of everything (dancing links, tools/dlx.h: every seated table of
 * every base round, every base table of every fixed round), branching on the item the fewest
 * options cover, ties at random; restarted after NODES nodes, TRIES times at most.
 *
 *   cc -O2 -o four_fixed_search tools/four_fixed_search.c
 *   ./four_fixed_search K Q SEED NODES TRIES [ordered]
 *
 * Prints every round, one line each, its tables as N,E,S,W (players 1 to v: section i's
 * numbers i q + 1 to i q + q, the fixed players v - 3 to v), or "none" (exit 1).
 *
 * Results (issue 26, one core each): 16 players (K 4, Q 3), 1,000,000 nodes a try: seeds 1
 * to 4 each find one (seed 1 in about 30 s); the checker finds them whist tournaments with 3
 * pairs on one side, the fixed players' (Safford's near starter has 15).  Safford's 16 plays
 * seed 4's, its tables turned by tools/four_fixed_turns.py (movements/data/directed_starters.py,
 * FOUR_FIXED; a test runs both).  Not found: ordered 16 (seeds 11 and 12, 1,000,000 and
 * 300,000 nodes a try, 12 minutes each; seed 1 of an earlier copy, 5 minutes); 24 (K 4, Q 5:
 * seed 5 with 2,000,000 nodes a try, 15 minutes; in the earlier copy seed 3 with 200,000,
 * 190 tries in about 18 minutes, and seed 2 with 20,000,000, 2 minutes): at 24 the options
 * are 216,779 and a node is slow.  A model with one fixed player and the sections alone (k
 * base rounds moved through their q places, no fixed players' rounds; a copy not kept)
 * found none for 16 (3 sections of 5, 5 of 3) in 100,000,000 nodes of restarts each.
 *
 * "walk" (and "walk-ordered"): base round j is base round 0 with every section moved up j
 * sections and the fixed players' seats taken in turn (fixed player a's by a + j, mod 4), as
 * the walkers of movements/generators/individuals/walkers.py do, so only base round 0 is
 * searched; the three other rounds are not holes, as the walkers' are.  Found none: 16
 * (seeds 1 and 2, 1,000,000 nodes a try, 1 and 10 minutes), 24 (seed 1, 1,000,000 nodes a
 * try, 15 minutes; seed 2, 200,000, 10 minutes).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dlx.h"

static int k, q, v, ordered, walk;

/* Players 0 .. kq - 1 are (i, x) = (p / q, p % q); kq .. kq + 3 the fixed players. */
static int fixed(int p) { return p >= k * q; }
static int section(int p) { return p / q; }
static int place(int p) { return p % q; }
static int gap(int a, int b) { return ((place(b) - place(a)) % q + q) % q; }

/* Items: a player's seat in a base round; a section's seat in a fixed round; the fixed
 * players' table in a fixed round; a pair of fixed players as partners; the classes. */
static int base_seat, fixed_seat, fixed_table, fixed_pair, partner, neighbour, first_kind, items;

static int partners(void) { return 4 * k + k * ((q - 1) / 2) + k * (k - 1) / 2 * q; }

static int partner_class(int a, int b, int at)
{
    if (fixed(a) && fixed(b))
        return -1;
    if (fixed(a) || fixed(b))
        return at + (fixed(a) ? a : b) % (k * q) * k + section(fixed(a) ? b : a);
    int i = section(a), j = section(b), d = gap(a, b);
    if (i > j) {
        int t = i;
        i = j, j = t, d = (q - d) % q;
    }
    if (i == j)
        return at + 4 * k + i * ((q - 1) / 2) + (d > q / 2 ? q - d : d) - 1;
    int before = 0;
    for (int s = 0; s < i; s++)
        before += k - 1 - s;
    return at + 4 * k + k * ((q - 1) / 2) + (before + j - i - 1) * q + d;
}

/* b on a's left */
static int neighbour_class(int a, int b)
{
    if (fixed(a) && fixed(b))
        return -1;
    if (fixed(a))
        return neighbour + (a - k * q) * k + section(b);
    if (fixed(b))
        return neighbour + 4 * k + (b - k * q) * k + section(a);
    return neighbour + 8 * k + (section(a) * k + section(b)) * q + gap(a, b);
}

typedef struct { int kind, round, seat[4]; } Option;   /* kind 0 base, 1 fixed base table, 2 fixed players */
static Option *option;
static int options, options_held;

static void add(const int *item, int n, Option o)
{
    if (!dlx_add(item, n, options))
        return;
    if (options == options_held)
        option = realloc(option, (size_t)(options_held *= 2) * sizeof(Option));
    option[options++] = o;
}

/* The six ways round a table of four, N first: E, S, W as these of the other three. */
static const int WAYS[6][3] = {{1, 2, 3}, {1, 3, 2}, {2, 1, 3}, {2, 3, 1}, {3, 1, 2}, {3, 2, 1}};

static int table_items(int *item, int n, int N, int E, int S, int W)
{
    item[n++] = partner_class(N, S, partner), item[n++] = partner_class(E, W, partner);
    item[n++] = neighbour_class(N, E), item[n++] = neighbour_class(E, S);
    item[n++] = neighbour_class(S, W), item[n++] = neighbour_class(W, N);
    if (ordered)
        item[n++] = partner_class(N, E, first_kind), item[n++] = partner_class(S, W, first_kind);
    return n;
}

/* "walk": base round j is base round 0 with every section moved up j and fixed player a's
 * seat taken by fixed player a + j (mod 4): the fixed players walk, as walkers.py's do. */
static int turned(int p, int j) { return fixed(p) ? k * q + (p - k * q + j) % 4 : (section(p) + j) % k * q + place(p); }

static int moved(int p, int g) { return fixed(p) ? p + 1 : section(p) * q + (place(p) + g) % q + 1; }

static void print_table(const int *s, int g)
{
    printf(" %d,%d,%d,%d", moved(s[0], g), moved(s[1], g), moved(s[2], g), moved(s[3], g));
}

static void print(void)
{
    for (int r = 0; r < k; r++)
        for (int g = 0; g < q; g++) {
            printf("round %d:", r * q + g + 1);
            for (int s = 0; s < depth; s++) {
                const Option *o = &option[chosen[s]];
                if (o->kind == 0 && o->round == (walk ? 0 : r)) {
                    int seat[4];
                    for (int x = 0; x < 4; x++)
                        seat[x] = walk ? turned(o->seat[x], r) : o->seat[x];
                    print_table(seat, g);
                }
            }
            printf("\n");
        }
    for (int f = 0; f < 3; f++) {
        printf("round %d:", k * q + f + 1);
        for (int s = 0; s < depth; s++)
            if (option[chosen[s]].kind == 2 && option[chosen[s]].round == f)
                print_table(option[chosen[s]].seat, 0);
        for (int s = 0; s < depth; s++)
            if (option[chosen[s]].kind == 1 && option[chosen[s]].round == f)
                for (int g = 0; g < q; g++)
                    print_table(option[chosen[s]].seat, g);
        printf("\n");
    }
}

int main(int argc, char **argv)
{
    const char *mode = argc == 7 ? argv[6] : "directed";
    if (argc < 6 || argc > 7 || atoi(argv[1]) < 4 || atoi(argv[1]) % 4 || atoi(argv[2]) < 3 ||
        atoi(argv[2]) % 2 == 0 || (strcmp(mode, "directed") && strcmp(mode, "ordered") &&
                                   strcmp(mode, "walk") && strcmp(mode, "walk-ordered"))) {
        fprintf(stderr, "usage: four_fixed_search K Q SEED NODES TRIES [directed|ordered|walk|walk-ordered]"
                        "  (K a multiple of 4, Q odd, 3 or more)\n");
        return 2;
    }
    k = atoi(argv[1]), q = atoi(argv[2]), v = k * q + 4;
    state += atoll(argv[3]) * 2654435761ULL;
    budget = atol(argv[4]);
    int tries = atoi(argv[5]);
    ordered = strstr(mode, "ordered") != NULL, walk = strncmp(mode, "walk", 4) == 0;
    base_seat = 0, fixed_seat = k * v, fixed_table = fixed_seat + 3 * k, fixed_pair = fixed_table + 3;
    partner = fixed_pair + 6, neighbour = partner + partners(), first_kind = neighbour + 8 * k + k * k * q;
    items = first_kind + (ordered ? partners() : 0);
    option = malloc((size_t)(options_held = 1 << 16) * sizeof(Option));
    dlx_start(items);
    int item[256];
    for (int r = 0; r < (walk ? 1 : k); r++)
        for (int a = 0; a < v; a++)
            for (int b = a + 1; b < v; b++)
                for (int c = b + 1; c < v; c++)
                    for (int d = c + 1; d < v; d++) {
                        if (fixed(a) + fixed(b) + fixed(c) + fixed(d) > 1)
                            continue;
                        int four[4] = {a, b, c, d};
                        for (int w = 0; w < 6; w++) {
                            int N = a, E = four[WAYS[w][0]], S = four[WAYS[w][1]], W = four[WAYS[w][2]];
                            int n = 0;
                            for (int j = 0; j < (walk ? k : 1); j++) {
                                int rj = r + j, Nj = turned(N, j), Ej = turned(E, j), Sj = turned(S, j), Wj = turned(W, j);
                                item[n++] = base_seat + rj * v + Nj, item[n++] = base_seat + rj * v + Ej;
                                item[n++] = base_seat + rj * v + Sj, item[n++] = base_seat + rj * v + Wj;
                                n = table_items(item, n, Nj, Ej, Sj, Wj);
                            }
                            add(item, n, (Option){0, r, {N, E, S, W}});
                        }
                    }
    for (int f = 0; f < 3; f++)
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++)
                for (int l = j + 1; l < k; l++)
                    for (int m = l + 1; m < k; m++)
                        for (int x = 0; x < q * q * q; x++) {
                            int four[4] = {i * q, j * q + x % q, l * q + x / q % q, m * q + x / q / q};
                            for (int w = 0; w < 6; w++) {
                                int N = four[0], E = four[WAYS[w][0]], S = four[WAYS[w][1]], W = four[WAYS[w][2]];
                                int n = 0;
                                item[n++] = fixed_seat + f * k + i, item[n++] = fixed_seat + f * k + j;
                                item[n++] = fixed_seat + f * k + l, item[n++] = fixed_seat + f * k + m;
                                add(item, table_items(item, n, N, E, S, W), (Option){1, f, {N, E, S, W}});
                            }
                        }
    /* The fixed players' table: partners {0, p} and the other two; pair index of a < b. */
    static const int SPLIT[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
    static const int PAIR[4][4] = {{-1, 0, 1, 2}, {0, -1, 3, 4}, {1, 3, -1, 5}, {2, 4, 5, -1}};
    for (int f = 0; f < 3; f++)
        for (int s = 0; s < 3; s++) {
            const int *p = SPLIT[s];
            int pair[3] = {fixed_table + f, fixed_pair + PAIR[p[0]][p[1]], fixed_pair + PAIR[p[2]][p[3]]};
            add(pair, 3, (Option){2, f, {k * q + p[0], k * q + p[2], k * q + p[1], k * q + p[3]}});
        }
    for (int i = 0; i < k; i++)        /* (i, i, 0): nobody is his own neighbour */
        dlx_drop(neighbour + 8 * k + (i * k + i) * q);
    for (int t = 0; t < tries; t++) {
        spent = 0, depth = 0;
        if (search()) {
            print();
            return 0;
        }
    }
    printf("none\n");
    return 1;
}
