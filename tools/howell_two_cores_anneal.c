/* Offline search: two cores over Z_q within one round of a conference matrix, by annealing.
 *
 * 57 pairs play the schedule of 58 with the stationary seat empty, and no conference
 * matrix of order 58 exists (57 is not a sum of two squares), so one round is their
 * bound.  tools/howell_two_cores_search.py's layout (the empty seat, (1, x), a fixed
 * pair, (2, x); movements/generators/howell/conference.py, _two_cores) over Z_28 needs
 * a core a with a(0) = 0 and a core b, the sums of a and b being 1 and 0, whose
 * periodic autocorrelations add up to -4, -2 or 0 at every shift d != 0: every two
 * pairs' rows then have an inner product of -3, -1 or 1, one round off at most.
 * (Their sum over the shifts is -2 (q - 1), so -2 everywhere would be a conference
 * matrix.)  A step swaps a +1 and a -1 within a or within b; the energy is, over the
 * shifts, the square of how far each sum is beyond one round.  After STEPS steps
 * without reaching 0 it starts again from a new shuffle, 1,000 times at most.
 *
 *   cc -O2 -o howell_two_cores_anneal tools/howell_two_cores_anneal.c -lm
 *   ./howell_two_cores_anneal Q SEED STEPS
 *
 * Prints a and b as the tuples for conference.TWO_CORES, or nothing (exit 1).
 *
 * Result (issue 26): 28 1 200000 finds the stored cores in about 1.5 s.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "xorshift.h"

#define MOST 64

static int q;

static int energy(const int *a, const int *b)
{
    int total = 0;
    for (int d = 1; d < q; d++) {
        int sum = 2;
        for (int x = 0; x < q; x++)
            sum += a[x] * a[(x + d) % q] + b[x] * b[(x + d) % q];
        sum = abs(sum);
        if (sum > 2)
            total += (sum - 2) * (sum - 2);
    }
    return total;
}

static void print(const char *open, const int *v, const char *close)
{
    printf("%s", open);
    for (int x = 0; x < q; x++)
        printf(x ? ", %d" : "%d", v[x]);
    printf("%s", close);
}

int main(int argc, char **argv)
{
    if (argc != 4 || atoi(argv[1]) < 4 || atoi(argv[1]) > MOST || atoi(argv[1]) % 2) {
        fprintf(stderr, "usage: howell_two_cores_anneal Q SEED STEPS  (Q even, 4 to %d)\n", MOST);
        return 2;
    }
    q = atoi(argv[1]);
    state += atoll(argv[2]) * 2654435761ULL;
    long steps = atol(argv[3]);
    int a[MOST], b[MOST];
    for (int start = 0; start < 1000; start++) {
        a[0] = 0;
        for (int x = 1; x < q; x++)
            a[x] = x <= q / 2 ? 1 : -1;
        for (int x = 0; x < q; x++)
            b[x] = x < q / 2 ? 1 : -1;
        for (int i = 0; i < 200; i++) {
            int u = 1 + next() % (q - 1), v = 1 + next() % (q - 1), t = a[u];
            a[u] = a[v], a[v] = t;
            u = next() % q, v = next() % q, t = b[u];
            b[u] = b[v], b[v] = t;
        }
        int e = energy(a, b);
        double heat = 4.0;
        for (long s = 0; s < steps && e > 0; s++) {
            int *z, u, v;
            if (next() % 2)
                z = a, u = 1 + next() % (q - 1), v = 1 + next() % (q - 1);
            else
                z = b, u = next() % q, v = next() % q;
            if (z[u] == z[v])
                continue;
            int t = z[u];
            z[u] = z[v], z[v] = t;
            int moved = energy(a, b);
            if (moved <= e || exp((e - moved) / heat) > (next() % 1000000) / 1e6)
                e = moved;
            else
                t = z[u], z[u] = z[v], z[v] = t;
            heat = 4.0 * pow(0.02, (double)s / steps);
        }
        if (e == 0) {
            printf("    %d: (%d, ", 2 * q + 2, q);
            print("(", a, "),\n         ");
            print("(", b, ")),\n");
            return 0;
        }
    }
    return 1;
}
