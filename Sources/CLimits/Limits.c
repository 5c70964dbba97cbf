#define _GNU_SOURCE
#include "CLimits.h"

#include <errno.h>
#include <pthread.h>
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

static _Thread_local obs_flag *running_flag;
static _Thread_local void *running_vm;

void obs_running_set(obs_flag *flag, void *vm) {
  running_flag = flag;
  running_vm = vm;
}

obs_flag *obs_running_flag(void) { return running_flag; }
void *obs_running_vm(void) { return running_vm; }

void *obs_running_raised(void) {
  obs_flag *flag = running_flag;
  return flag && obs_flag_is_raised(flag) ? running_vm : NULL;
}

void obs_malloc_single_arena(void) {
#if defined(__GLIBC__)
  mallopt(M_ARENA_MAX, 1);
#endif
}

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

void obs_stderr_write(const char *text, size_t length) {
  fflush(stdout);
  fwrite(text, 1, length, stderr);
  fflush(stderr);
}

size_t obs_current_stack_size(void) {
#if defined(__linux__)
  // Asked once per thread: for the main thread glibc reads all of /proc/self/maps to answer,
  // which was a sixth of the fuzzer's time (a REPL entry or a lesson run asks every time).
  static _Thread_local size_t known;
  if (known) return known;
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
  size_t size = 0;
  pthread_attr_getstacksize(&attributes, &size);
  pthread_attr_destroy(&attributes);
  known = size;
  return size;
#elif defined(__APPLE__)
  return pthread_get_stacksize_np(pthread_self());
#else
  return 0;
#endif
}
