// What the lesson limits and the output need from C (ObservatoryEngine/VM/Watchdog.swift,
// MemoryUse.swift, Diagnostics/StandardOutput.swift).
//
// A flag one thread raises and another polls, for the watchdog that interrupts a running lesson.
// Swift's standard library has no atomics before macOS 15's Synchronization module, and a plain
// variable shared by two threads is a data race; a C11 atomic with relaxed ordering is a plain
// load on the polling side, so the VM's dispatch loop can look at it on every instruction.
#ifndef CLIMITS_H
#define CLIMITS_H

#include <stdatomic.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A raised-or-not flag shared between threads.
typedef struct {
  _Atomic long value;
} obs_flag;

/// A new lowered flag (free it with obs_flag_free); NULL when out of memory.
obs_flag *obs_flag_new(void);
void obs_flag_free(obs_flag *flag);

/// Raises the flag (any thread).
static inline void obs_flag_raise(obs_flag *flag) { atomic_store_explicit(&flag->value, 1, memory_order_relaxed); }

/// Whether the flag is raised (any thread); a plain load.
static inline int obs_flag_is_raised(const obs_flag *flag) {
  return atomic_load_explicit(&((obs_flag *)flag)->value, memory_order_relaxed) != 0;
}

/// Lowers the flag and says whether it was raised.
static inline int obs_flag_take(obs_flag *flag) {
  return atomic_exchange_explicit(&flag->value, 0, memory_order_relaxed) != 0;
}

/// The statement running on this thread: its VM (an opaque pointer) and the VM's flag. Long
/// loops inside builtins (sorting, hashing, describing millions of values) poll it, since the
/// dispatch loop does not run while they do. `obs_running_set` returns the previous pair's VM
/// (nested statements restore it).
void obs_running_set(obs_flag *flag, void *vm);
obs_flag *obs_running_flag(void);
void *obs_running_vm(void);
/// The running VM if its flag is raised, else NULL.
void *obs_running_raised(void);

/// Makes every thread allocate from the main heap (glibc: one arena; elsewhere nothing). Lessons
/// run on a thread of their own (LargeStack), and glibc gives such a thread an arena that grows
/// by one mprotect call per page it needs: a tenth of an allocation-heavy lesson's time.
void obs_malloc_single_arena(void);

/// Returns memory the allocator keeps after frees to the system (glibc's malloc_trim; elsewhere
/// nothing).
void obs_memory_trim(void);

/// Flushes standard output; 0 if it and every earlier write to it succeeded, else an errno value
/// (EIO when the failure was earlier and its cause is gone).
int obs_stdout_flush(void);

/// Makes standard output line-buffered (also into a file or a pipe).
void obs_stdout_line_buffered(void);

/// Writes `length` bytes to standard error (NUL bytes too: an error may quote a binary file)
/// after flushing standard output (so the two stay in order); failures are ignored, there being
/// nowhere left to report them.
void obs_stderr_write(const char *text, size_t length);

/// The size of the calling thread's stack in bytes (0 if it cannot be told).
size_t obs_current_stack_size(void);

// Temporary files an output is written to before it is renamed into place
// (ObservatoryEngine/Diagnostics/OutputFile.swift), so that no signal leaves one behind.

/// A new file in `folder` with no name (Linux's O_TMPFILE): if the process is killed, even with
/// SIGKILL, it goes with it. -1 (errno set) where the file system cannot make one.
int obs_open_unnamed(const char *folder, unsigned mode);

/// Gives the unnamed file open at `fd` the name `path` (which must not exist); 0 or -1 (errno).
int obs_name_unnamed(int fd, const char *path);

/// Removes `path` if SIGINT, SIGTERM, SIGHUP or SIGQUIT arrives before `obs_temp_forget` (the
/// signal is then handled as it would have been); a slot number, or -1 when all are in use.
int obs_temp_remember(const char *path);
void obs_temp_forget(int slot);

#ifdef __cplusplus
}
#endif

#endif
