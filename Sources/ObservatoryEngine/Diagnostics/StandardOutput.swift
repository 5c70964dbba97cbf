import CLimits
import Foundation

/// Standard output and error as the commands and the REPL use them: output is flushed where it
/// must not be lost (after each REPL entry, before an error, at exit), and a failed write to it
/// (a full disk, `> /dev/full`) is found, so that the command can fail instead of exiting 0.
public enum StandardOutput {
  /// Flushes standard output; nil if it and every earlier write succeeded, else why not.
  public static func flush() -> String? {
    let code = obs_stdout_flush()
    if code != 0 && firstFailure == nil { firstFailure = String(cString: strerror(code)) }
    return code == 0 ? nil : firstFailure
  }

  /// Why the first failed flush failed (later ones only know that one did). Touched only by the
  /// thread that prints.
  nonisolated(unsafe) private static var firstFailure: String?

  /// Makes standard output line-buffered even into a file or a pipe, so that should the process
  /// die (a bug, a signal) every line printed before it is there. Call before printing.
  public static func lineBuffered() { obs_stdout_line_buffered() }

  /// Writes `text` and a newline to standard error, after what standard output holds.
  public static func error(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    bytes.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { obs_stderr_write($0.baseAddress, $0.count) }
    }
  }
}
