import Foundation
import ObservatoryEngine
import ObservatoryPresentation

#if canImport(Glibc)
  import Glibc
#endif

/// `observatory present LESSON`: classroom mode on a terminal. One step per screen on the
/// terminal's alternate screen, high contrast (bold and plain colours only, never dim text, so it
/// survives a projector), every line fitted to the terminal's size as it is now. → / Space /
/// Enter / PageDown forward, ← / Backspace / PageUp back, `g N` Enter to step N, Home and End
/// (every terminal's sequences), `:` to type a statement that runs on the lesson's state (a live
/// slide), q (or Ctrl-C, Ctrl-D) to quit. When input is not a terminal, the keys are read from it
/// and each screen is printed in turn (for scripts and tests).
///
/// The slide shown and its speaker notes are written to a small file
/// (`$XDG_STATE_HOME/observatory/present-notes`) that `present LESSON --notes`, on a second
/// terminal, follows (inotify).
public enum Present {
  public static func run(path: String, style: TextStyle) -> Int32 {
    let deck: Deck
    let file: SourceFile
    do {
      file = try LessonRun.load(path: path)
      deck = try Deck(file)
    } catch let e as LessonError {
      FileHandle.standardError.write(Data((e.rendered(color: style.color) + "\n").utf8))
      return 1
    } catch {
      FileHandle.standardError.write(Data("observatory present: \(error)\n".utf8))
      return 1
    }
    let terminal = isatty(0) == 1 && isatty(1) == 1
    var saved = termios()
    if terminal {
      tcgetattr(0, &saved)
      var raw = saved
      // Keys one at a time, unechoed; Ctrl-C arrives as a key (3) and quits, so the terminal is
      // always given back as it was.
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      tcsetattr(0, TCSANOW, &raw)
      print("\u{1B}[?1049h\u{1B}[?25l", terminator: "")
    }
    defer {
      if terminal {
        print("\u{1B}[?25h\u{1B}[?1049l", terminator: "")
        fflush(nil)
        tcsetattr(0, TCSANOW, &saved)
      }
    }
    let notes = NotesFile(lesson: file.path)
    var index = 0
    var message: String?
    while true {
      let size = terminalSize(terminal: terminal)
      draw(deck, index, style: style, size: size, terminal: terminal, message: message)
      notes.write(deck, index)
      message = nil
      guard let key = readKey() else { return 0 }
      switch key {
      case .next: if deck.slide(index + 1) != nil { index += 1 }
      case .back: index = max(0, index - 1)
      case .home: index = 0
      case .end: index = max(0, deck.makeAll() - 1)
      case .quit: return 0
      case .goTo:
        guard let text = readLine(prompt: "go to step: ", size: size, terminal: terminal) else { continue }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n >= 1, n <= deck.total else {
          message = "there is no step '\(text)': 1 to \(deck.total)"
          continue
        }
        index = slideIndex(ofStep: n, in: deck) ?? index
      case .live:
        guard deck.canRunLive(at: index) else {
          message = "live code runs on the lesson's state as it is at the latest step: End or → to get there"
          continue
        }
        guard let text = readLine(prompt: "live> ", size: size, terminal: terminal),
          !text.trimmingCharacters(in: .whitespaces).isEmpty
        else { continue }
        _ = deck.live(text)
        index = deck.slides.count - 1
      case .other: continue
      }
    }
  }

  /// The slide of lesson step `n` (from 1), making the slides up to it.
  static func slideIndex(ofStep n: Int, in deck: Deck) -> Int? {
    var k = 0
    while let s = deck.slide(k) {
      if case .step(let m) = s.kind, m == n { return k }
      k += 1
    }
    return nil
  }

  enum Key { case next, back, home, end, goTo, live, quit, other }

  static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(0, &byte, 1) == 1 ? byte : nil
  }

  static func readKey() -> Key? {
    guard let byte = readByte() else { return nil }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "n"), UInt8(ascii: "l"): return .next
    case 127, 8, UInt8(ascii: "b"), UInt8(ascii: "p"), UInt8(ascii: "h"): return .back
    case UInt8(ascii: "q"), 3, 4: return .quit
    case UInt8(ascii: "g"): return .goTo
    case UInt8(ascii: "G"): return .end
    case UInt8(ascii: ":"): return .live
    case 27: return escapeSequence()
    default: return .other
    }
  }

  /// The rest of an escape sequence: arrows, PageUp/PageDown, and Home/End as every terminal
  /// sends them (`ESC[H` `ESC[F`, `ESC OH` `ESC OF`, `ESC[1~` `ESC[4~`, `ESC[7~` `ESC[8~`).
  static func escapeSequence() -> Key {
    guard let introducer = readByte() else { return .quit }
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O"), let b = readByte() else { return .quit }
    switch b {
    case UInt8(ascii: "C"), UInt8(ascii: "B"): return .next
    case UInt8(ascii: "D"), UInt8(ascii: "A"): return .back
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      var digits = [b]
      while let more = readByte(), more != UInt8(ascii: "~") {
        digits.append(more)
        if digits.count > 4 { return .other }
      }
      switch String(decoding: digits, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .back
      case "6": return .next
      default: return .other
      }
    default: return .other
    }
  }

  /// A line typed at the bottom of the screen (echoed by hand: the terminal is raw); nil when
  /// Escape or Ctrl-C cancels it.
  static func readLine(prompt: String, size: (width: Int, height: Int), terminal: Bool) -> String? {
    var text: [UInt8] = []
    func echo() {
      guard terminal else { return }
      let shown = String(decoding: text, as: UTF8.self)
      print("\u{1B}[\(size.height);1H\u{1B}[2K\u{1B}[?25h" + prompt + TerminalText.visible(shown), terminator: "")
      fflush(nil)
    }
    echo()
    defer {
      if terminal { print("\u{1B}[?25l", terminator: "") }
    }
    while let b = readByte() {
      switch b {
      case 13, 10: return String(decoding: text, as: UTF8.self)
      case 27, 3: return nil
      case 127, 8:
        // One character back, not one byte.
        while let last = text.popLast(), last & 0xC0 == 0x80 {}
      case 4: return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
      default: if b >= 32 { text.append(b) }
      }
      echo()
    }
    return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
  }

  static func draw(
    _ deck: Deck, _ index: Int, style: TextStyle, size: (width: Int, height: Int), terminal: Bool, message: String?
  ) {
    let width = max(20, size.width)
    // The header, a blank line, the slide, and a last line for messages and prompts.
    let room = terminal ? max(3, size.height - 3) : nil
    let lines = deck.lines(index, style: style, width: width - 2, height: room)
    var out = terminal ? "\u{1B}[2J\u{1B}[H" : "\n" + String(repeating: "━", count: min(width, 100)) + "\n"
    out += style.bold(deck.header(index, width: width)) + "\n\n"
    // The slide's lesson text is shown visibly already; this keeps any control character that
    // reached a line some other way from driving the terminal (`--raw-output` lets them through).
    for l in lines {
      out += "  " + (style.rawOutput ? l : TerminalText.visible(l, keepingColor: style.color)) + "\n"
    }
    if let message {
      let cut = LineWrapper(width: width - 1).wrap(message, hang: 0).first ?? ""
      out += terminal ? "\u{1B}[\(size.height);1H" + style.bold(cut) : style.bold(cut) + "\n"
    }
    print(out, terminator: "")
    fflush(nil)
  }

  /// The terminal's size; when not a terminal, `COLUMNS` and `LINES`, else 100×30.
  static func terminalSize(terminal: Bool = true) -> (width: Int, height: Int) {
    var w = winsize()
    if terminal, ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 { return (Int(w.ws_col), Int(w.ws_row)) }
    let env = ProcessInfo.processInfo.environment
    return (env["COLUMNS"].flatMap { Int($0) } ?? 100, env["LINES"].flatMap { Int($0) } ?? 30)
  }

  // MARK: - Speaker notes

  /// `present LESSON --notes`: on a second terminal, the speaker notes of the slide the
  /// presenting terminal shows, redrawn each time it changes slide; q quits.
  public static func notes(path: String, style: TextStyle) -> Int32 {
    let file: SourceFile
    do { file = try LessonRun.load(path: path) } catch {
      FileHandle.standardError.write(Data("observatory present: \(ErrorText.of(error))\n".utf8))
      return 1
    }
    let notes = NotesFile(lesson: file.path)
    try? OutputFile.makeFolder((notes.path as NSString).deletingLastPathComponent)
    #if canImport(Glibc)
      guard let watcher = FileWatcher(path: notes.path) else {
        FileHandle.standardError.write(Data("observatory present --notes: cannot watch \(notes.path)\n".utf8))
        return 1
      }
      let terminal = isatty(1) == 1
      while true {
        let size = terminalSize(terminal: terminal)
        var out = terminal ? "\u{1B}[2J\u{1B}[H" : "\n"
        for l in notes.read() ?? ["Waiting for observatory present \(path) on another terminal…"] {
          out += LineWrapper(width: max(20, size.width)).wrap(l, hang: 2).joined(separator: "\n") + "\n"
        }
        print(out, terminator: "")
        fflush(nil)
        switch watcher.wait(input: 0) {
        case .saved?: continue
        case .input?:
          guard let key = readByte(), key != UInt8(ascii: "q"), key != 3, key != 4 else { return 0 }
        case .interrupted?, nil: return 0
        }
      }
    #else
      return 1
    #endif
  }

  /// The file through which a presenting terminal tells a notes terminal where it is: the
  /// lesson's real path, the position, and the notes, as lines.
  struct NotesFile {
    let lesson: String
    let path: String

    init(lesson: String) {
      self.lesson = URL(fileURLWithPath: lesson).resolvingSymlinksInPath().standardizedFileURL.path
      path = XDG.stateHome() + "/observatory/present-notes"
    }

    func write(_ deck: Deck, _ index: Int) {
      guard let slide = deck.slide(index) else { return }
      var lines = [lesson, deck.header(index, width: 200).trimmingCharacters(in: .whitespaces), ""]
      lines += slide.notes.isEmpty ? ["(no notes for this slide)"] : slide.notes.map { "• " + $0 }
      if let next = deck.slides.indices.contains(index + 1) ? deck.slides[index + 1] : nil, !next.notes.isEmpty {
        lines += ["", "next: " + next.notes[0]]
      }
      try? OutputFile.makeFolder((path as NSString).deletingLastPathComponent)
      try? OutputFile.write(lines.joined(separator: "\n") + "\n", to: path)
    }

    /// The notes for this lesson (nil when the presenting terminal shows another lesson or none).
    func read() -> [String]? {
      guard
        let bytes = try? LessonFile.readBytes(
          path: path, limit: 1 << 20,
          tooLarge: { _ in
            LessonError(.limit, "too large", at: nil)
          })
      else { return nil }
      let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalText.visible(String($0)) }
      guard lines.first == lesson else { return nil }
      return Array(lines.dropFirst())
    }
  }
}
