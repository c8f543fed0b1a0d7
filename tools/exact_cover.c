/* Offline: an exact cover of options read from standard input, by dancing links
 * (tools/dlx.h), for the searches written in Python that build their options themselves
 * (tools/starter_orbits.py): the choosing is what Python is too slow for.
 *
 *   cc -O2 -o exact_cover tools/exact_cover.c
 *   ./exact_cover SEED [NODES]  <  options
 *
 * Input: a line "ITEMS OPTIONS", then one line an option, "N I1 ... IN": the N items (0 to
 * ITEMS - 1) it meets.  Output: "found O1 ... OK", the numbers (from 0, in the input's
 * order) of options that meet every item exactly once (exit 0); or "none, every choice
 * tried" or "none within NODES nodes" (exit 1).  The seed orders the choices; without NODES
 * there is no budget.  Bad input: a line on standard error, exit 2.
 */
#include <limits.h>
#include <stdio.h>
#include "dlx.h"

int main(int argc, char **argv)
{
    int items, options;
    if (argc < 2 || argc > 3 || (argc == 3 && atol(argv[2]) < 1)) {
        fprintf(stderr, "usage: exact_cover SEED [NODES]  < options\n");
        return 2;
    }
    state += atoll(argv[1]) * 2654435761ULL;
    budget = argc == 3 ? atol(argv[2]) : LONG_MAX;
    if (scanf("%d %d", &items, &options) != 2 || items < 0 || options < 0) {
        fprintf(stderr, "exact_cover: the first line must be ITEMS OPTIONS\n");
        return 2;
    }
    dlx_start(items);
    int *item = malloc(sizeof(int) * ((size_t)items + 1));
    for (int o = 0; o < options; o++) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1 || n > items) {
            fprintf(stderr, "exact_cover: option %d must start with its number of items\n", o);
            return 2;
        }
        for (int x = 0; x < n; x++)
            if (scanf("%d", &item[x]) != 1 || item[x] < 0 || item[x] >= items) {
                fprintf(stderr, "exact_cover: option %d meets an item not from 0 to %d\n", o, items - 1);
                return 2;
            }
        if (!dlx_add(item, n, o)) {
            fprintf(stderr, "exact_cover: option %d meets an item twice\n", o);
            return 2;
        }
    }
    if (search()) {
        printf("found");
        for (int d = 0; d < depth; d++)
            printf(" %d", chosen[d]);
        printf("\n");
        return 0;
    }
    if (spent > budget)
        printf("none within %ld nodes\n", budget);
    else
        printf("none, every choice tried\n");
    return 1;
}
