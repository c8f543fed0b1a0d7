/* Knuth's dancing links (algorithm X), shared by the exact-cover searches: the items to
 * meet once each are nodes 1 .. ITEMS of a circular list headed by node 0, an option a
 * circular row of nodes, one in each of its items' columns.  search() branches on the item
 * the fewest options still meet, taking ties and the order of that item's options at random
 * (xorshift.h, so a seed repeats a search), and gives up when it has spent its budget of
 * nodes; the options it chose are chosen[0 .. depth - 1]. */
#include <stdlib.h>
#include "xorshift.h"

typedef struct { int left, right, up, down, item, option; } Node;
static Node *node;
static int *count, nodes_used, nodes_held;
static int chosen[100000], depth;
static long spent, budget;

static int new_node(void)
{
    if (nodes_used == nodes_held)
        node = realloc(node, (size_t)(nodes_held *= 2) * sizeof(Node));
    return nodes_used++;
}

/* The header: items 1 .. items, none yet met by an option. */
static void dlx_start(int items)
{
    node = malloc((size_t)(nodes_held = 1 << 20) * sizeof(Node));
    count = calloc((size_t)items + 1, sizeof(int));
    nodes_used = 0;
    new_node();
    node[0].left = node[0].right = 0;
    for (int c = 1; c <= items; c++) {
        int x = new_node();
        node[x].up = node[x].down = node[x].item = x;
        node[x].left = x - 1, node[x].right = 0, node[x - 1].right = x, node[0].left = x;
    }
}

static void cover(int c)
{
    node[node[c].right].left = node[c].left, node[node[c].left].right = node[c].right;
    for (int i = node[c].down; i != c; i = node[i].down)
        for (int j = node[i].right; j != i; j = node[j].right)
            node[node[j].down].up = node[j].up, node[node[j].up].down = node[j].down, count[node[j].item]--;
}

static void uncover(int c)
{
    for (int i = node[c].up; i != c; i = node[i].up)
        for (int j = node[i].left; j != i; j = node[j].left)
            count[node[j].item]++, node[node[j].down].up = j, node[node[j].up].down = j;
    node[node[c].right].left = c, node[node[c].left].right = c;
}

/* Option number ``option`` meeting the items item[0 .. n - 1] (numbered from 0): added
 * and 1, or 0 and not added when it meets an item twice or one below 0 (not to be met). */
static int dlx_add(const int *item, int n, int option)
{
    for (int x = 0; x < n; x++) {
        if (item[x] < 0)
            return 0;
        for (int y = x + 1; y < n; y++)
            if (item[x] == item[y])
                return 0;
    }
    int first = -1;
    for (int x = 0; x < n; x++) {
        int c = item[x] + 1, y = new_node();
        node[y].item = c, node[y].option = option;
        node[y].down = c, node[y].up = node[c].up, node[node[c].up].down = y, node[c].up = y, count[c]++;
        if (first < 0)
            first = y, node[y].left = node[y].right = y;
        else
            node[y].right = first, node[y].left = node[first].left, node[node[first].left].right = y, node[first].left = y;
    }
    return 1;
}

/* Item ``item`` (from 0) no longer to be met: taken out of the header. */
static inline void dlx_drop(int item)
{
    int c = item + 1;
    node[node[c].right].left = node[c].left, node[node[c].left].right = node[c].right;
}

static int search(void)
{
    if (node[0].right == 0)
        return 1;
    if (++spent > budget)
        return 0;
    int best = -1, fewest = 1 << 30, ties = 0;
    for (int c = node[0].right; c != 0; c = node[c].right)
        if (count[c] < fewest)
            fewest = count[c], best = c, ties = 1;
        else if (count[c] == fewest && next() % ++ties == 0)
            best = c;
    if (fewest == 0)
        return 0;
    cover(best);
    int *rows = malloc(sizeof(int) * (fewest + 1)), n = 0;
    for (int i = node[best].down; i != best; i = node[i].down)
        rows[n++] = i;
    for (int a = n - 1; a > 0; a--) {
        int b = next() % (a + 1), t = rows[a];
        rows[a] = rows[b], rows[b] = t;
    }
    int found = 0;
    for (int t = 0; t < n && !found; t++) {
        int i = rows[t];
        chosen[depth++] = node[i].option;
        for (int j = node[i].right; j != i; j = node[j].right)
            cover(node[j].item);
        if (search()) {
            found = 1;
            break;
        }
        for (int j = node[i].left; j != i; j = node[j].left)
            uncover(node[j].item);
        depth--;
        if (spent > budget)
            break;
    }
    free(rows);
    if (!found)
        uncover(best);
    return found;
}
