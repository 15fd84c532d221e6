// Settings that must be in place before any thread allocates, hence a constructor rather
// than code in `main`: glibc sizes a thread's malloc arena when the thread first allocates,
// and Swift's runtime starts threads before `main` runs.
//
// Worker threads' arenas otherwise grow by exactly what each allocation lacks, one `mprotect`
// at a time (over two thousand calls for a thousand posts). Growing 16 MB at a time makes
// that a handful; memory is committed only as it is touched.

#include "process_settings.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>

static long top_pad;

__attribute__((constructor)) static void sitegen_set_malloc_top_pad(void) {
  const long pad = 16L << 20;
  if (mallopt(M_TOP_PAD, (int)pad) == 1) top_pad = pad;
}

long sitegen_malloc_top_pad(void) { return top_pad; }
#else
long sitegen_malloc_top_pad(void) { return 0; }
#endif
