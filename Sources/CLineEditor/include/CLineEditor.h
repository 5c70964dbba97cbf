// A small C face for libedit, callable from Swift: libedit's el_set/el_get/history are C variadic
// functions, which Swift cannot call, and signal handlers must be C. Everything here is
// non-variadic and works on an opaque editor handle.
#ifndef CLINEEDITOR_H
#define CLINEEDITOR_H

#ifdef __cplusplus
extern "C" {
#endif

/// One libedit editor with its history list, reading from fd 0 and writing to stdout.
typedef struct ole_editor ole_editor;

/// What ole_read_line found.
typedef enum {
  OLE_LINE = 0,        ///< a line (without its newline) is in *line
  OLE_END = 1,         ///< Ctrl-D on an empty line, or the terminal went away
  OLE_INTERRUPTED = 2, ///< Ctrl-C: the line being typed is cancelled
} ole_status;

/// Called on Tab with the context given to ole_set_completion; returns a libedit CC_* code.
typedef unsigned char (*ole_complete_fn)(void *context);

/// Sets the locale from the environment (libedit drops every non-ASCII key without it); when
/// the environment's character set is not UTF-8, falls back to C.UTF-8 for character types.
void ole_setup_locale(void);

/// Creates an editor (emacs keys, Ctrl-R search, ~/.editrc) named `program`; NULL on failure.
ole_editor *ole_create(const char *program);
void ole_destroy(ole_editor *editor);

/// The prompt shown by the next ole_read_line (copied). Bytes between two \001 bytes are
/// printed but take no width (colour codes).
void ole_set_prompt(ole_editor *editor, const char *prompt);

/// Reads one line with editing. The line stays valid until the next call.
ole_status ole_read_line(ole_editor *editor, const char **line);

/// Adds a line to the in-memory history (Up, Ctrl-R). Consecutive duplicates are kept once.
void ole_history_add(ole_editor *editor, const char *line);

/// Binds Tab to `complete`.
void ole_set_completion(ole_editor *editor, ole_complete_fn complete, void *context);

/// For a completion function: the text from the start of the line to the cursor (UTF-8).
const char *ole_text_before_cursor(ole_editor *editor, int *length);
/// For a completion function: inserts text at the cursor; 0 on success.
int ole_insert(ole_editor *editor, const char *text);
/// For a completion function: deletes `count` characters before the cursor.
void ole_delete_before_cursor(ole_editor *editor, int count);

/// libedit's return codes for a key function.
enum {
  OLE_CC_REFRESH = 4,
  OLE_CC_ERROR = 6,
  OLE_CC_REDISPLAY = 8,
  OLE_CC_REFRESH_BEEP = 9,
};

/// Columns of the terminal on stdout (80 when unknown).
int ole_terminal_width(void);

// MARK: - Signals

/// Installs SIGINT, SIGWINCH and SIGCONT handlers (sigaction, no SA_RESTART) that only set
/// flags; the key reader acts on them (cancel the line, resize, redraw after Ctrl-Z and fg).
void ole_install_signal_handlers(void);
/// Blocks those signals in the calling thread (threads it starts inherit that).
void ole_block_signals(void);
/// Unblocks them in the calling thread.
void ole_unblock_signals(void);
/// Whether Ctrl-C was pressed since the flag was last cleared.
int ole_interrupted(void);
void ole_clear_interrupt(void);

#ifdef __cplusplus
}
#endif

#endif
