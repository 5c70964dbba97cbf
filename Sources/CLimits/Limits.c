#define _GNU_SOURCE
#include "CLimits.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
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

void obs_stdout_line_buffered(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

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

int obs_open_unnamed(const char *folder, unsigned mode) {
#if defined(O_TMPFILE)
  return open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, (mode_t)mode);
#else
  (void)folder;
  (void)mode;
  errno = EOPNOTSUPP;
  return -1;
#endif
}

int obs_name_unnamed(int fd, const char *path) {
#if defined(__linux__)
  char self[64];
  snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
  return linkat(AT_FDCWD, self, AT_FDCWD, path, AT_SYMLINK_FOLLOW);
#else
  (void)fd;
  (void)path;
  errno = EOPNOTSUPP;
  return -1;
#endif
}

// The remembered paths live in fixed storage, so that the signal handler only reads memory and
// calls unlink (both async-signal-safe).
enum { obs_temp_slots = 8, obs_temp_path_max = 4096 };
static char obs_temp_paths[obs_temp_slots][obs_temp_path_max];
static volatile sig_atomic_t obs_temp_used[obs_temp_slots];
static const int obs_temp_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
enum { obs_temp_signal_count = sizeof obs_temp_signals / sizeof obs_temp_signals[0] };
static struct sigaction obs_temp_previous[obs_temp_signal_count];
static int obs_temp_installed;
static pthread_mutex_t obs_temp_lock = PTHREAD_MUTEX_INITIALIZER;

static void obs_temp_handler(int sig) {
  for (int k = 0; k < obs_temp_slots; k++) {
    if (obs_temp_used[k]) {
      unlink(obs_temp_paths[k]);
      obs_temp_used[k] = 0;
    }
  }
  for (int k = 0; k < obs_temp_signal_count; k++) {
    if (obs_temp_signals[k] != sig) continue;
    struct sigaction previous = obs_temp_previous[k];
    if (previous.sa_handler == SIG_IGN) return;
    if (previous.sa_handler == SIG_DFL) {
      // The default action (the process ends) once this handler returns.
      signal(sig, SIG_DFL);
      raise(sig);
      return;
    }
    if (previous.sa_flags & SA_SIGINFO) {
      previous.sa_sigaction(sig, NULL, NULL);
    } else {
      previous.sa_handler(sig);
    }
  }
}

int obs_temp_remember(const char *path) {
  if (strlen(path) >= obs_temp_path_max) return -1;
  pthread_mutex_lock(&obs_temp_lock);
  int slot = -1;
  for (int k = 0; k < obs_temp_slots && slot < 0; k++) {
    if (!obs_temp_used[k]) slot = k;
  }
  if (slot >= 0) {
    strcpy(obs_temp_paths[slot], path);
    obs_temp_used[slot] = 1;
    if (!obs_temp_installed) {
      struct sigaction action;
      memset(&action, 0, sizeof action);
      action.sa_handler = obs_temp_handler;
      sigemptyset(&action.sa_mask);
      for (int k = 0; k < obs_temp_signal_count; k++) {
        sigaction(obs_temp_signals[k], &action, &obs_temp_previous[k]);
      }
      obs_temp_installed = 1;
    }
  }
  pthread_mutex_unlock(&obs_temp_lock);
  return slot;
}

void obs_temp_forget(int slot) {
  if (slot < 0 || slot >= obs_temp_slots) return;
  pthread_mutex_lock(&obs_temp_lock);
  obs_temp_used[slot] = 0;
  int any = 0;
  for (int k = 0; k < obs_temp_slots; k++) any |= obs_temp_used[k];
  if (!any && obs_temp_installed) {
    // The handlers that were there before come back.
    for (int k = 0; k < obs_temp_signal_count; k++) sigaction(obs_temp_signals[k], &obs_temp_previous[k], NULL);
    obs_temp_installed = 0;
  }
  pthread_mutex_unlock(&obs_temp_lock);
}
