// libedit through non-variadic functions, a race-free key reader, and flag-only signal handlers.
// See ../../../shared/notes/libedit-on-linux.md for why each piece is the way it is.
#define _GNU_SOURCE
#include "CLineEditor.h"

#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <unistd.h>
#include <wchar.h>

struct ole_editor {
  EditLine *el;
  History *history;
  char *prompt;
  ole_complete_fn complete;
  void *complete_context;
  mbstate_t decoder;
};

static volatile sig_atomic_t interrupt_flag = 0;
static volatile sig_atomic_t resize_flag = 0;
static volatile sig_atomic_t continue_flag = 0;

static void on_interrupt(int signo) {
  (void)signo;
  interrupt_flag = 1;
}

static void on_resize(int signo) {
  (void)signo;
  resize_flag = 1;
}

static void on_continue(int signo) {
  (void)signo;
  continue_flag = 1;
}

void ole_install_signal_handlers(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; // no SA_RESTART: a blocked read returns EINTR
  sa.sa_handler = on_interrupt;
  sigaction(SIGINT, &sa, NULL);
  sa.sa_handler = on_resize;
  sigaction(SIGWINCH, &sa, NULL);
  sa.sa_handler = on_continue;
  sigaction(SIGCONT, &sa, NULL);
}

static void signal_set(sigset_t *set) {
  sigemptyset(set);
  sigaddset(set, SIGINT);
  sigaddset(set, SIGWINCH);
  sigaddset(set, SIGCONT);
}

void ole_block_signals(void) {
  sigset_t set;
  signal_set(&set);
  pthread_sigmask(SIG_BLOCK, &set, NULL);
}

void ole_unblock_signals(void) {
  sigset_t set;
  signal_set(&set);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int ole_interrupted(void) { return interrupt_flag != 0; }
void ole_clear_interrupt(void) { interrupt_flag = 0; }

void ole_setup_locale(void) {
  setlocale(LC_ALL, "");
  const char *codeset = nl_langinfo(CODESET);
  if (codeset == NULL || (strcasecmp(codeset, "UTF-8") != 0 && strcasecmp(codeset, "utf8") != 0)) {
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
  }
}

static ole_editor *editor_of(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return (ole_editor *)data;
}

static char *prompt_of(EditLine *el) {
  ole_editor *e = editor_of(el);
  return e && e->prompt ? e->prompt : "";
}

// Sleeps until a key can be read, with `mask` (signals unblocked) in force only while asleep, so
// a signal that arrives before is not lost: it interrupts the sleep at once.
static int wait_for_key(const sigset_t *mask) {
#ifdef __linux__
  struct pollfd p = {.fd = STDIN_FILENO, .events = POLLIN};
  return ppoll(&p, 1, NULL, mask);
#else
  fd_set in;
  FD_ZERO(&in);
  FD_SET(STDIN_FILENO, &in);
  return pselect(STDIN_FILENO + 1, &in, NULL, NULL, NULL, mask);
#endif
}

// The key reader: waits with ppoll, the only place SIGINT and SIGWINCH are unblocked, so a
// Ctrl-C is never lost between checking the flag and going to sleep. Decodes UTF-8 itself
// (libedit hands a custom reader the job of producing whole characters).
static int read_key(EditLine *el, wchar_t *out) {
  ole_editor *e = editor_of(el);
  sigset_t blocked, saved, waiting;
  signal_set(&blocked);
  pthread_sigmask(SIG_BLOCK, &blocked, &saved);
  waiting = saved;
  sigdelset(&waiting, SIGINT);
  sigdelset(&waiting, SIGWINCH);
  sigdelset(&waiting, SIGCONT);
  int result;
  for (;;) {
    if (interrupt_flag) {
      errno = EINTR;
      result = -1;
      break;
    }
    if (resize_flag) {
      resize_flag = 0;
      el_resize(el);
    }
    if (continue_flag) {
      // Back from Ctrl-Z and `fg`: the shell has put the terminal back in its own (cooked) mode
      // while libedit still believes it is raw. Switch it to raw again and redraw the line.
      continue_flag = 0;
      el_set(el, EL_PREP_TERM, 0);
      el_set(el, EL_PREP_TERM, 1);
      el_resize(el);
      el_set(el, EL_REFRESH);
    }
    int ready = wait_for_key(&waiting);
    if (ready < 0) {
      if (errno == EINTR) continue;
      result = -1;
      break;
    }
    unsigned char byte;
    ssize_t n = read(STDIN_FILENO, &byte, 1);
    if (n == 0) {
      result = 0;
      break;
    }
    if (n < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      result = -1;
      break;
    }
    wchar_t wc;
    size_t k = mbrtowc(&wc, (const char *)&byte, 1, &e->decoder);
    if (k == (size_t)-2) continue; // more bytes of this character to come
    if (k == (size_t)-1) {         // not a valid character: drop it, start afresh
      memset(&e->decoder, 0, sizeof e->decoder);
      continue;
    }
    *out = k == 0 ? L'\0' : wc;
    result = 1;
    break;
  }
  int saved_errno = errno;
  pthread_sigmask(SIG_SETMASK, &saved, NULL);
  errno = saved_errno;
  return result;
}

static unsigned char complete_key(EditLine *el, int ch) {
  (void)ch;
  ole_editor *e = editor_of(el);
  if (!e || !e->complete) return CC_ERROR;
  return e->complete(e->complete_context);
}

ole_editor *ole_create(const char *program) {
  ole_editor *e = calloc(1, sizeof *e);
  if (!e) return NULL;
  e->el = el_init(program, stdin, stdout, stderr);
  e->history = history_init();
  if (!e->el || !e->history) {
    ole_destroy(e);
    return NULL;
  }
  HistEvent ev;
  history(e->history, &ev, H_SETSIZE, 1000);
  history(e->history, &ev, H_SETUNIQUE, 1);
  el_set(e->el, EL_CLIENTDATA, e);
  el_set(e->el, EL_EDITOR, "emacs");
  el_set(e->el, EL_SIGNAL, 0);
  el_set(e->el, EL_PROMPT_ESC, prompt_of, '\1');
  el_set(e->el, EL_HIST, history, e->history);
  el_set(e->el, EL_GETCFN, read_key);
  el_set(e->el, EL_ADDFN, "observatory-complete", "complete the word before the cursor", complete_key);
  el_set(e->el, EL_BIND, "^I", "observatory-complete", NULL);
  el_set(e->el, EL_BIND, "^R", "em-inc-search-prev", NULL);
  el_set(e->el, EL_BIND, "\033[1;5D", "ed-prev-word", NULL);
  el_set(e->el, EL_BIND, "\033[1;5C", "em-next-word", NULL);
  el_set(e->el, EL_BIND, "\033[1;3D", "ed-prev-word", NULL);
  el_set(e->el, EL_BIND, "\033[1;3C", "em-next-word", NULL);
  el_set(e->el, EL_BIND, "\033b", "ed-prev-word", NULL);
  el_set(e->el, EL_BIND, "\033f", "em-next-word", NULL);
  el_set(e->el, EL_BIND, "\033[3~", "ed-delete-next-char", NULL);
  el_set(e->el, EL_BIND, "\033[1~", "ed-move-to-beg", NULL);
  el_set(e->el, EL_BIND, "\033[4~", "ed-move-to-end", NULL);
  el_source(e->el, NULL); // the user's ~/.editrc, if any
  return e;
}

void ole_destroy(ole_editor *e) {
  if (!e) return;
  if (e->el) el_end(e->el);
  if (e->history) history_end(e->history);
  free(e->prompt);
  free(e);
}

void ole_set_prompt(ole_editor *e, const char *prompt) {
  char *copy = strdup(prompt ? prompt : "");
  if (!copy) return;
  free(e->prompt);
  e->prompt = copy;
}

ole_status ole_read_line(ole_editor *e, const char **line) {
  *line = NULL;
  interrupt_flag = 0;
  // A stop and continue while a statement ran needs no redraw: drop that SIGCONT.
  sigset_t cont;
  sigemptyset(&cont);
  sigaddset(&cont, SIGCONT);
  sigset_t pending;
  int signo;
  while (sigpending(&pending) == 0 && sigismember(&pending, SIGCONT) && sigwait(&cont, &signo) == 0) {}
  continue_flag = 0;
  memset(&e->decoder, 0, sizeof e->decoder);
  // Raw mode before the prompt is printed: keys typed early are not echoed by the terminal,
  // and a Ctrl-C or Ctrl-D typed at once is not lost.
  el_set(e->el, EL_PREP_TERM, 1);
  int count = 0;
  const char *text = el_gets(e->el, &count);
  int saved_errno = errno;
  el_set(e->el, EL_PREP_TERM, 0);
  if (text) {
    *line = text;
    return OLE_LINE;
  }
  if (count < 0 && (interrupt_flag || saved_errno == EINTR)) {
    interrupt_flag = 0;
    return OLE_INTERRUPTED;
  }
  return OLE_END;
}

void ole_history_add(ole_editor *e, const char *line) {
  HistEvent ev;
  history(e->history, &ev, H_ENTER, line);
}

void ole_set_completion(ole_editor *e, ole_complete_fn complete, void *context) {
  e->complete = complete;
  e->complete_context = context;
}

const char *ole_text_before_cursor(ole_editor *e, int *length) {
  const LineInfo *li = el_line(e->el);
  *length = (int)(li->cursor - li->buffer);
  return li->buffer;
}

int ole_insert(ole_editor *e, const char *text) { return el_insertstr(e->el, text); }

void ole_delete_before_cursor(ole_editor *e, int count) {
  if (count > 0) el_deletestr(e->el, count);
}

int ole_terminal_width(void) {
  struct winsize ws;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
  return 80;
}
