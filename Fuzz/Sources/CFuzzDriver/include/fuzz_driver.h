#ifndef SITEGEN_FUZZ_DRIVER_H
#define SITEGEN_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs that have their own `main` (compiler-rt's FuzzerInterface.h).
/// SwiftPM links executables with `--defsym main=<Module>_main`, so libFuzzer's own `main` is
/// never used: each target's `<Module>_main` hands its input function to this driver.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
