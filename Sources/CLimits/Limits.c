#include "CLimits.h"

#include <errno.h>
#include <stdio.h>
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

int obs_stdout_flush(void) {
  int failed = fflush(stdout) != 0;
  int code = errno;
  if (failed) return code ? code : EIO;
  return ferror(stdout) ? EIO : 0;
}

void obs_stderr_write(const char *text) {
  fflush(stdout);
  fputs(text, stderr);
  fflush(stderr);
}
