@preconcurrency import CLineEditor
import Foundation

/// The terminal's line editor: libedit (through the `CLineEditor` shim) with emacs keys, an
/// in-memory history list fed from the history file, Ctrl-R search, and Tab completion.
final class LineEditor: LineSource {
  private let handle: OpaquePointer
  private let history: InputHistory
  /// Given the text before the cursor, what could complete it.
  var completer: ((String) -> Completion?)?

  var isInteractive: Bool { true }

  init?(history: InputHistory) {
    guard let h = ole_create("observatory") else { return nil }
    handle = h
    self.history = history
    for line in history.entries { ole_history_add(handle, line) }
    ole_set_completion(
      handle,
      { context in
        guard let context else { return UInt8(OLE_CC_ERROR) }
        return Unmanaged<LineEditor>.fromOpaque(context).takeUnretainedValue().completeAtCursor()
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit { ole_destroy(handle) }

  func read(prompt: String) -> Input {
    ole_set_prompt(handle, prompt)
    var line: UnsafePointer<CChar>?
    switch ole_read_line(handle, &line) {
    case OLE_LINE:
      var text = line.map { String(cString: $0) } ?? ""
      while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
      return .line(text)
    case OLE_INTERRUPTED: return .interrupted
    default: return .end
    }
  }

  func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    ole_history_add(handle, line)
    history.add(line)
  }

  // MARK: - Tab

  /// The text before the cursor when Tab last had nothing to insert, and whether its candidates
  /// were listed: as in bash, the first such Tab beeps, the second lists, and the list is not
  /// printed again until the text changes.
  private var lastTab: (text: String, listed: Bool)?

  /// Inserts the unique completion or the longest common prefix; with nothing more to insert,
  /// lists the candidates under the line and redraws it.
  private func completeAtCursor() -> UInt8 {
    var length: Int32 = 0
    guard let bytes = ole_text_before_cursor(handle, &length) else { return UInt8(OLE_CC_ERROR) }
    let before = String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
    // Tab at the start of a line indents (so that pasted code indented with tabs keeps working).
    if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
      _ = ole_insert(handle, "  ")
      return UInt8(OLE_CC_REFRESH)
    }
    guard let c = completer?(before), !c.candidates.isEmpty else { return UInt8(OLE_CC_REFRESH_BEEP) }
    let common = Completion.commonPrefix(c.candidates)
    if common.count > c.word.count || c.candidates.count == 1 {
      var insert = String(common.dropFirst(c.word.count))
      if c.candidates.count == 1 { insert += c.suffix }
      if !insert.isEmpty { _ = ole_insert(handle, insert) }
      lastTab = nil
      return UInt8(OLE_CC_REFRESH)
    }
    guard let last = lastTab, last.text == before else {
      lastTab = (before, false)
      return UInt8(OLE_CC_REFRESH_BEEP)
    }
    guard !last.listed else { return UInt8(OLE_CC_REFRESH) }
    lastTab = (before, true)
    let listing = Completion.columns(c.listed, width: Int(ole_terminal_width()))
    print("\n" + listing.joined(separator: "\n"))
    fflush(nil)
    return UInt8(OLE_CC_REDISPLAY)
  }
}
