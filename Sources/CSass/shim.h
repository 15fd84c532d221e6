#include <sass.h>
