// The declaration in include/fuzz_driver.h is all this target provides; libFuzzer defines it.
#include "fuzz_driver.h"
