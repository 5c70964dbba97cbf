// libedit through non-variadic functions, a race-free key reader, and flag-only signal handlers.
// See ../../../shared/notes/libedit-on-linux.md for why each piece is the way it is.
#define _GNU_SOURCE
#include "CLineEditor.h"

#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <limits.h>
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

/// Ctrl-R: a reverse incremental search through the history, shown as bash shows it:
/// `(reverse-i-search)`query': the newest entry holding it`. While it is on, the key reader hands
/// every key to `search_key` (as a Ctrl-R carrying the real key in `pending`), so each key is
/// drawn by libedit's own refresh.
struct search {
  int on;
  char query[512];
  size_t query_length;
  char last_query[512];  ///< Ctrl-R on an empty query searches for this again, as in bash
  int match;             ///< history index (0 newest) of the entry shown, -1 when none
  int failed;            ///< the query is in no older entry
  wchar_t *original;     ///< the line before Ctrl-R, given back by Ctrl-G
  int original_cursor;
  wchar_t pending;
  int has_pending;
  char prompt[600];
};

struct ole_editor {
  EditLine *el;
  History *history;
  char *prompt;
  ole_complete_fn complete;
  void *complete_context;
  mbstate_t decoder;
  struct search search;
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
  if (e && e->search.on) return e->search.prompt;
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
    if (e->search.on) { // the search sees the key first (see struct search)
      e->search.pending = *out;
      e->search.has_pending = 1;
      *out = L'\022';
    }
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

// MARK: - Ctrl-R

// Replaces the whole line with `text` and puts the cursor `cursor` characters into it.
static void set_line(EditLine *el, const wchar_t *text, int cursor) {
  int end = el_cursor(el, 1 << 30);
  if (end > 0) el_deletestr(el, end);
  size_t length = wcslen(text);
  if (length > 0) el_winsertstr(el, text);
  el_cursor(el, cursor - (int)length);
}

// The newest history entry at `from` or older that holds the query (and, with `other_than`, is
// not that text); -1 when none. Sets *found to it.
static int search_history(ole_editor *e, int from, const char *other_than, const char **found) {
  HistEvent ev;
  int index = 0;
  for (int ok = history(e->history, &ev, H_FIRST); ok >= 0; ok = history(e->history, &ev, H_NEXT), index++) {
    if (index < from || !strstr(ev.str, e->search.query)) continue;
    if (other_than && strcmp(ev.str, other_than) == 0) continue;
    *found = ev.str;
    return index;
  }
  return -1;
}

// Shows the entry `text` with the cursor on the query's first character in it.
static void show_match(EditLine *el, ole_editor *e, const char *text) {
  size_t length = mbstowcs(NULL, text, 0);
  if (length == (size_t)-1) return;
  wchar_t *wide = calloc(length + 1, sizeof *wide);
  if (!wide) return;
  mbstowcs(wide, text, length + 1);
  const char *at = strstr(text, e->search.query);
  int cursor = 0;
  if (at) {
    char *before = strndup(text, (size_t)(at - text));
    size_t n = before ? mbstowcs(NULL, before, 0) : 0;
    cursor = n == (size_t)-1 ? 0 : (int)n;
    free(before);
  }
  set_line(el, wide, cursor);
  free(wide);
}

// Looks for the query from history entry `from` on; shows what it finds, or marks it failed
// and keeps the entry shown before (as bash does).
static void search_from(EditLine *el, ole_editor *e, int from, const char *other_than) {
  struct search *s = &e->search;
  if (s->query_length == 0) {
    s->failed = 0;
    s->match = -1;
    set_line(el, s->original, s->original_cursor);
    return;
  }
  const char *found = NULL;
  int index = search_history(e, from, other_than, &found);
  s->failed = index < 0;
  if (index < 0) return;
  s->match = index;
  show_match(el, e, found);
}

static void search_prompt(struct search *s) {
  snprintf(
    s->prompt, sizeof s->prompt, "(%sreverse-i-search)`%s': ", s->failed ? "failed " : "", s->query);
}

static void search_end(ole_editor *e) {
  struct search *s = &e->search;
  if (s->query_length > 0) memcpy(s->last_query, s->query, s->query_length + 1);
  free(s->original);
  s->original = NULL;
  s->on = 0;
  s->has_pending = 0;
}

// The text of the entry shown now (NULL when none), for skipping it on the next Ctrl-R.
static const char *current_match(ole_editor *e) {
  const char *found = NULL;
  if (e->search.match < 0) return NULL;
  HistEvent ev;
  int index = 0;
  for (int ok = history(e->history, &ev, H_FIRST); ok >= 0; ok = history(e->history, &ev, H_NEXT), index++) {
    if (index == e->search.match) {
      found = ev.str;
      break;
    }
  }
  return found;
}

// Ctrl-R: starts the search, then takes each key typed while it is on. A printable key extends
// the query, Backspace shortens it, Ctrl-R finds the next older entry, Ctrl-G gives the line
// back as it was; Enter runs the entry shown; any other key ends the search on the entry shown
// and then does what it always does (Ctrl-E, arrows, Tab, ...).
static unsigned char search_key(EditLine *el, int ch) {
  (void)ch;
  ole_editor *e = editor_of(el);
  if (!e) return CC_ERROR;
  struct search *s = &e->search;
  if (!s->on) {
    const LineInfoW *line = el_wline(el);
    size_t length = (size_t)(line->lastchar - line->buffer);
    s->original = calloc(length + 1, sizeof(wchar_t));
    if (!s->original) return CC_ERROR;
    wmemcpy(s->original, line->buffer, length);
    s->original_cursor = (int)(line->cursor - line->buffer);
    s->on = 1;
    s->query[0] = '\0';
    s->query_length = 0;
    s->match = -1;
    s->failed = 0;
    s->has_pending = 0;
    search_prompt(s);
    return CC_REFRESH;
  }
  if (!s->has_pending) return CC_REFRESH;
  wchar_t key = s->pending;
  s->has_pending = 0;
  if (key == L'\022') {
    if (s->query_length == 0 && s->last_query[0]) {
      s->query_length = strlen(s->last_query);
      memcpy(s->query, s->last_query, s->query_length + 1);
      search_from(el, e, 0, NULL);
    } else if (s->query_length > 0) {
      search_from(el, e, s->match + 1, current_match(e));
    }
  } else if (key == 0x7f || key == 0x08) {
    if (s->query_length > 0) {
      size_t n = s->query_length - 1;
      while (n > 0 && ((unsigned char)s->query[n] & 0xC0) == 0x80) n--; // one whole character
      s->query[n] = '\0';
      s->query_length = n;
      search_from(el, e, 0, NULL);
    }
  } else if (key == 0x07) { // Ctrl-G: the line as it was
    set_line(el, s->original, s->original_cursor);
    search_end(e);
    return CC_REFRESH;
  } else if (key == L'\r' || key == L'\n') {
    search_end(e);
    el_wpush(el, L"\r");
    return CC_REFRESH;
  } else if (key < 0x20 || key == 0x7f) {
    search_end(e);
    struct pollfd p = {.fd = STDIN_FILENO, .events = POLLIN};
    // A lone Escape ends the search; one that starts a key's sequence (an arrow) is that key.
    if (key != 0x1b || poll(&p, 1, 0) > 0) {
      wchar_t again[2] = {key, L'\0'};
      el_wpush(el, again);
    }
    return CC_REFRESH;
  } else {
    char bytes[MB_LEN_MAX];
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t n = wcrtomb(bytes, key, &state);
    if (n != (size_t)-1 && s->query_length + n < sizeof s->query) {
      memcpy(s->query + s->query_length, bytes, n);
      s->query_length += n;
      s->query[s->query_length] = '\0';
      search_from(el, e, s->match < 0 ? 0 : s->match, NULL);
    }
  }
  search_prompt(s);
  return CC_REFRESH;
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
  el_set(e->el, EL_ADDFN, "observatory-search", "search the history backwards as you type", search_key);
  el_set(e->el, EL_BIND, "^R", "observatory-search", NULL);
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
  free(e->search.original);
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
  search_end(e); // a search cut short by Ctrl-C does not outlive its line
  // Raw mode before the prompt is printed: keys typed early are not echoed by the terminal,
  // and a Ctrl-C or Ctrl-D typed at once is not lost.
  el_set(e->el, EL_PREP_TERM, 1);
  int count = 0;
  const char *text = el_gets(e->el, &count);
  int saved_errno = errno;
  el_set(e->el, EL_PREP_TERM, 0);
  search_end(e);
  if (text) {
    *line = text;
    return OLE_LINE;
  }
  if (interrupt_flag || (count < 0 && saved_errno == EINTR)) {
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
