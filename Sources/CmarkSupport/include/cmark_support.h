#ifndef SITEGEN_CMARK_SUPPORT_H
#define SITEGEN_CMARK_SUPPORT_H

#include <stdint.h>
#include <cmark-gfm.h>

/// The calling thread's arena as a cmark allocator: allocation is a pointer bump, `free` does
/// nothing, and everything is handed back at once by `sitegen_cmark_arena_end`.
cmark_mem *sitegen_cmark_arena(void);

/// Opens a scope on the calling thread's arena. Scopes nest; memory is reclaimed (kept for
/// reuse by the thread) when the outermost one ends.
void sitegen_cmark_arena_begin(void);
void sitegen_cmark_arena_end(void);

/// Bytes the calling thread's arena holds (for tests).
size_t sitegen_cmark_arena_capacity(void);

/// Brackets `cmark_parser_finish`. `extensions` names the parser's set of syntax extensions
/// (any value that differs between sets). Parsers with the same set finish concurrently;
/// others wait until no parser with a different set is finishing. Where cmark's own marking of
/// its shared character table can't be replaced (see cmark_support.c), every finish waits for
/// the previous one.
void sitegen_cmark_finish_begin(cmark_parser *parser, uintptr_t extensions);
void sitegen_cmark_finish_end(cmark_parser *parser);

/// Whether finishes can overlap in this process (cmark's table marking is ours).
int sitegen_cmark_finishes_concurrently(void);

/// How many times cmark marked or unmarked its table outside a finish bracketed by the gate;
/// each such pair ran alone, holding the gate (for tests).
int sitegen_cmark_outside_calls(void);

#endif
