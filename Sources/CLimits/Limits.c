#include "CLimits.h"

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

obs_flag *obs_flag_new(void) {
  obs_flag *flag = malloc(sizeof(obs_flag));
  if (flag) atomic_init(&flag->value, 0);
  return flag;
}

void obs_flag_free(obs_flag *flag) { free(flag); }

void obs_memory_trim(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}
