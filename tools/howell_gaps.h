/* Cyclic Howell patterns as bit masks, shared by tools/howell_multiplier_search.c and
 * tools/howell_pattern_anneal.c.  A ±1 pattern f of Z_v is the mask with bit x set when
 * f(x) = -1; pair p holds N-S in tray set c when f(p - c) = +1, and pairs p and p + d are
 * gap(mask, d, ...) / 2 rounds off ideal (movements/generators/howell/balance.py). */
typedef unsigned long long u64;

static int v;          /* the side: the group's order, odd, 5 to 63 */
static u64 full;       /* the v low bits */

static u64 rotated(u64 x, int d){ return ((x << d) | (x >> (v - d))) & full; }

/* |A(d) + 1| (A the cyclic autocorrelation), or |A(d) + 1 + f(d) + f(-d)| with a phantom
 * in the stationary seat: twice the deviation of pairs p and p + d, in rounds. */
static int gap(u64 mask, int d, int with_phantom){
  int twice = v - 2 * __builtin_popcountll(mask ^ rotated(mask, d)) + 1;
  if (with_phantom) twice += (mask >> d & 1 ? -1 : 1) + (mask >> (v - d) & 1 ? -1 : 1);
  return twice < 0 ? -twice : twice;
}
