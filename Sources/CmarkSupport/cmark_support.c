// Two things cmark-gfm does with process-wide state, replaced so that documents can be parsed
// on every core.
//
// 1. Allocation. cmark allocates every node, chunk and buffer separately and frees them one by
//    one; per document that was a fifth of a build's CPU in malloc and free. cmark takes its
//    allocator as a `cmark_mem` of three plain function pointers (no context argument), so
//    the arena is found through thread-local storage.
//
//    cmark-gfm ships an arena of its own (`cmark_get_arena_mem_allocator`), which cannot serve:
//    it is one static chunk list for the whole process, unlocked, so two threads allocating
//    from it race; `cmark_arena_reset` frees every thread's memory at once; and the table
//    extension calls `cmark_arena_push`/`cmark_arena_pop` on it while parsing any document, from
//    whichever thread, freeing chunks another parser still uses. Its realloc also always copies.
//    The arena below is per thread, and a document's memory is handed back when it is rendered.
//
// 2. The inline parser's table of special characters. `cmark_parser_finish` marks the
//    characters of the parser's inline extensions (`~` for strikethrough, `:` and `w` for
//    autolinks, `|` for tables) in a static table shared by all parsers, parses inlines, and
//    unmarks them. Two parsers finishing at once unmark the table under each other, and
//    strikethrough or autolinks go missing. cmark calls the exported
//    `cmark_manage_extensions_special_characters` for both steps through the PLT, so the
//    definition below takes its place (ELF symbol interposition) and does nothing; the gate
//    marks the table itself when the first parser of a set of extensions starts finishing
//    and unmarks it when the last one ends. Parsers with another set wait for the table.
//    Should the interposition not take (a cmark built with -Bsymbolic, or macOS's two-level
//    namespace), cmark still marks and unmarks on its own, which the first finish reveals,
//    and the gate lets one parser finish at a time.
//
//    Doing nothing is right only inside a finish the gate brackets. Debian's cmark-gfm 0.29.0.gfm.6
//    calls the function from `cmark_parser_finish` alone, but later releases also call it from
//    the table extension while a document is fed, and a caller may finish a parser without the
//    gate. Any such call does what cmark's own would, holding the gate alone: the add waits
//    until no parser is finishing, marks, and keeps the gate until the matching remove.

#define _GNU_SOURCE
#include "cmark_support.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Arena

typedef struct arena_chunk {
  struct arena_chunk *next;
  size_t size;
  size_t used;
  // Followed by `size` bytes, 16-byte aligned.
} arena_chunk;

enum { ARENA_ALIGN = 16, ARENA_HEADER = 16, ARENA_CHUNK = 256 * 1024 };

typedef struct arena {
  arena_chunk *first;
  arena_chunk *current;
  unsigned char *last;  // the most recent block, which realloc may grow in place
  int depth;
} arena;

static _Thread_local arena thread_arena;
static pthread_key_t arena_key;
static pthread_once_t arena_key_once = PTHREAD_ONCE_INIT;

static void arena_free_chunks(void *value) {
  arena *a = value;
  arena_chunk *c = a->first;
  while (c) {
    arena_chunk *next = c->next;
    free(c);
    c = next;
  }
  a->first = a->current = NULL;
  a->last = NULL;
}

static void arena_make_key(void) { pthread_key_create(&arena_key, arena_free_chunks); }

static unsigned char *chunk_data(arena_chunk *c) {
  return (unsigned char *)c + ((sizeof(arena_chunk) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1));
}

static void out_of_memory(void) {
  fputs("sitegen: out of memory while rendering Markdown\n", stderr);
  abort();
}

// Room for `bytes` (header included) in the current chunk or a following one.
static unsigned char *arena_bump(arena *a, size_t bytes) {
  arena_chunk *c = a->current;
  while (c && c->size - c->used < bytes) {
    c = c->next;
    if (c) c->used = 0;
  }
  if (!c) {
    size_t size = bytes > ARENA_CHUNK / 4 ? bytes : ARENA_CHUNK;
    c = malloc(sizeof(arena_chunk) + ARENA_ALIGN + size);
    if (!c) out_of_memory();
    c->size = size;
    c->used = 0;
    c->next = NULL;
    if (!a->first) {
      pthread_once(&arena_key_once, arena_make_key);
      pthread_setspecific(arena_key, a);
      a->first = c;
    } else {
      // Appended after the current chunk; chunks further on stay for later reuse.
      c->next = a->current->next;
      a->current->next = c;
    }
  }
  a->current = c;
  unsigned char *p = chunk_data(c) + c->used;
  c->used += bytes;
  return p;
}

static void *arena_alloc(size_t size, int zero) {
  arena *a = &thread_arena;
  size_t rounded = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
  if (rounded < size) out_of_memory();
  unsigned char *block = arena_bump(a, rounded + ARENA_HEADER);
  *(size_t *)block = size;
  unsigned char *p = block + ARENA_HEADER;
  if (zero) memset(p, 0, size);
  a->last = p;
  return p;
}

static void *arena_calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) out_of_memory();
  return arena_alloc(count * size, 1);
}

static void *arena_realloc(void *pointer, size_t size) {
  if (!pointer) return arena_alloc(size, 0);
  arena *a = &thread_arena;
  unsigned char *p = pointer;
  size_t *header = (size_t *)(p - ARENA_HEADER);
  size_t old = *header;
  if (size <= old) return pointer;
  // cmark grows its buffers by realloc; the newest block grows where it is.
  if (p == a->last && a->current) {
    arena_chunk *c = a->current;
    size_t start = (size_t)(p - chunk_data(c));
    size_t rounded = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (rounded >= size && start + rounded <= c->size) {
      c->used = start + rounded;
      *header = size;
      return pointer;
    }
  }
  void *moved = arena_alloc(size, 0);
  memcpy(moved, pointer, old);
  return moved;
}

static void arena_release(void *pointer) { (void)pointer; }

static cmark_mem arena_mem = {arena_calloc, arena_realloc, arena_release};

cmark_mem *sitegen_cmark_arena(void) { return &arena_mem; }

void sitegen_cmark_arena_begin(void) { thread_arena.depth += 1; }

void sitegen_cmark_arena_end(void) {
  arena *a = &thread_arena;
  if (--a->depth > 0) return;
  a->depth = 0;
  a->current = a->first;
  if (a->first) a->first->used = 0;
  a->last = NULL;
}

size_t sitegen_cmark_arena_capacity(void) {
  size_t total = 0;
  for (arena_chunk *c = thread_arena.first; c; c = c->next) total += c->size;
  return total;
}

// MARK: - The shared character table

typedef void (*manage_function)(cmark_parser *, int);

static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_free = PTHREAD_COND_INITIALIZER;
static int gate_active;           // parsers finishing now, or 1 while a call from outside holds it
static uintptr_t gate_set;        // their set of extensions
static int gate_probed;           // whether the first finish has shown who marks the table
static int gate_concurrent;       // the interposition took
static manage_function cmark_own_manage;

// A set no parser names: while a call from outside a finish holds the gate, nobody joins it.
static const uintptr_t outside_finish = UINTPTR_MAX;

static int outside_waiting;               // calls from outside a finish waiting for the gate
static atomic_int interposed_calls;       // calls inside a gated finish (the probe reads them)
static atomic_int outside_calls;          // calls from anywhere else (for tests)
static _Thread_local int thread_in_finish;   // between finish_begin and finish_end
static _Thread_local int thread_holds_gate;  // marked by an outside add, until its remove

static manage_function cmark_manage(void) {
  if (!cmark_own_manage) {
    cmark_own_manage = (manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
  }
  return cmark_own_manage;
}

// Replaces cmark-gfm's own (see the top of this file); cmark calls it twice per finish.
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add) {
  if (thread_in_finish) {
    // The gate marks the table for this finish.
    atomic_fetch_add_explicit(&interposed_calls, 1, memory_order_relaxed);
    return;
  }
  atomic_fetch_add_explicit(&outside_calls, 1, memory_order_relaxed);
  manage_function own = cmark_manage();
  if (add) {
    pthread_mutex_lock(&gate_lock);
    outside_waiting += 1;
    while (gate_active > 0) pthread_cond_wait(&gate_free, &gate_lock);
    outside_waiting -= 1;
    gate_active = 1;
    gate_set = outside_finish;
    pthread_mutex_unlock(&gate_lock);
    thread_holds_gate += 1;
    if (own) own(parser, 1);
  } else if (thread_holds_gate > 0) {
    if (own) own(parser, 0);
    thread_holds_gate -= 1;
    pthread_mutex_lock(&gate_lock);
    gate_active = 0;
    pthread_cond_broadcast(&gate_free);
    pthread_mutex_unlock(&gate_lock);
  }
}

int sitegen_cmark_outside_calls(void) { return atomic_load(&outside_calls); }

void sitegen_cmark_finish_begin(cmark_parser *parser, uintptr_t extensions) {
  pthread_mutex_lock(&gate_lock);
  // Until the first finish is over, and whenever cmark marks the table itself, one at a time.
  for (;;) {
    if (gate_active == 0) break;
    // Joining parsers of the same set could keep the gate busy for a whole build; a caller
    // from outside a finish that waits for it goes first.
    if (gate_probed && gate_concurrent && gate_set == extensions && outside_waiting == 0) break;
    pthread_cond_wait(&gate_free, &gate_lock);
  }
  if (gate_active == 0) {
    gate_set = extensions;
    if (gate_probed && gate_concurrent) cmark_manage()(parser, 1);
  }
  gate_active += 1;
  pthread_mutex_unlock(&gate_lock);
  thread_in_finish = 1;
}

void sitegen_cmark_finish_end(cmark_parser *parser) {
  thread_in_finish = 0;
  pthread_mutex_lock(&gate_lock);
  if (!gate_probed) {
    // The first finish ran alone. Had cmark called the definition above, it marked nothing,
    // so that parse missed its extensions' inline syntax (the Markdown target makes it a
    // throwaway one); from now on the gate marks the table.
    gate_probed = 1;
    gate_concurrent = atomic_load(&interposed_calls) > 0 && cmark_manage() != NULL;
  } else if (gate_active == 1 && gate_concurrent) {
    cmark_manage()(parser, 0);
  }
  gate_active -= 1;
  if (gate_active == 0) pthread_cond_broadcast(&gate_free);
  pthread_mutex_unlock(&gate_lock);
}

int sitegen_cmark_finishes_concurrently(void) {
  pthread_mutex_lock(&gate_lock);
  int result = gate_probed && gate_concurrent;
  pthread_mutex_unlock(&gate_lock);
  return result;
}
