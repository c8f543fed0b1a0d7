/* Callgrind's client requests for bench/table_instructions.py, loaded by ctypes: start and
 * stop counting at an exact point of the program, and write what was counted under a label.
 * Outside valgrind each is a few instructions that do nothing.
 *
 *   cc -O2 -shared -fPIC -o _callgrind.so bench/_callgrind.c
 */
#include <valgrind/callgrind.h>

void counting_on(void) { CALLGRIND_START_INSTRUMENTATION; }
void counting_off(void) { CALLGRIND_STOP_INSTRUMENTATION; }
void dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
