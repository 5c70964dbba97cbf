import Foundation
import ObservatoryEngine
import ObservatoryPresentation

#if canImport(Glibc)
  import Glibc
#endif

/// `observatory present LESSON`: classroom mode on a terminal. One step per screen on the
/// terminal's alternate screen, high contrast (bold and plain colours only, never dim text, so it
/// survives a projector); → / Space / Enter / PageDown forward, ← / Backspace / PageUp back, Home,
/// q (or Ctrl-C, Ctrl-D) to quit. When input is not a terminal, the keys are read from it and each screen is printed
/// in turn (for scripts and tests).
public enum Present {
  public static func run(path: String, style: TextStyle) -> Int32 {
    let deck: Deck
    do { deck = try Deck(try LessonRun.load(path: path)) } catch let e as LessonError {
      FileHandle.standardError.write(Data((e.rendered(color: style.color) + "\n").utf8))
      return 1
    } catch {
      FileHandle.standardError.write(Data("observatory present: \(error)\n".utf8))
      return 1
    }
    let terminal = isatty(0) == 1 && isatty(1) == 1
    let size = terminalSize()
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
    var index = 0
    draw(deck, index, style: style, size: size, terminal: terminal)
    while let key = readKey() {
      switch key {
      case .next:
        if deck.slide(index + 1, style: style, width: size.width - 4) != nil { index += 1 }
      case .back: index = max(0, index - 1)
      case .home: index = 0
      case .quit: return 0
      case .other: continue
      }
      draw(deck, index, style: style, size: size, terminal: terminal)
    }
    return 0
  }

  enum Key { case next, back, home, quit, other }

  static func readKey() -> Key? {
    var byte: UInt8 = 0
    guard read(0, &byte, 1) == 1 else { return nil }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "n"), UInt8(ascii: "l"): return .next
    case 127, 8, UInt8(ascii: "b"), UInt8(ascii: "p"), UInt8(ascii: "h"): return .back
    case UInt8(ascii: "q"), 3, 4: return .quit
    case UInt8(ascii: "g"): return .home
    case 27:
      var seq = [UInt8](repeating: 0, count: 3)
      guard read(0, &seq, 1) == 1, seq[0] == UInt8(ascii: "["), read(0, &seq[1], 1) == 1 else { return .quit }
      switch seq[1] {
      case UInt8(ascii: "C"), UInt8(ascii: "B"): return .next
      case UInt8(ascii: "D"), UInt8(ascii: "A"): return .back
      case UInt8(ascii: "H"): return .home
      case UInt8(ascii: "5"), UInt8(ascii: "6"):
        _ = read(0, &seq[2], 1)  // the "~" of PageUp / PageDown
        return seq[1] == UInt8(ascii: "6") ? .next : .back
      default: return .other
      }
    default: return .other
    }
  }

  static func draw(_ deck: Deck, _ index: Int, style: TextStyle, size: (width: Int, height: Int), terminal: Bool) {
    let lines = deck.slide(index, style: style, width: size.width - 4) ?? []
    let bar = " \(TerminalText.visible(deck.title)) — step \(index + 1) of \(deck.total) "
    let keys = " ← back · → / Space next · q quit "
    var out = terminal ? "\u{1B}[2J\u{1B}[H" : "\n" + String(repeating: "━", count: min(size.width, 100)) + "\n"
    out += style.bold(bar) + String(repeating: " ", count: max(1, size.width - bar.count - keys.count)) + keys + "\n\n"
    let room = terminal ? max(5, size.height - 4) : lines.count
    // The slide's lesson text is shown visibly already; this keeps any control character that
    // reached a line some other way from driving the terminal (`--raw-output` lets them through).
    for l in lines.prefix(room) {
      out += "  " + (style.rawOutput ? l : TerminalText.visible(l, keepingColor: style.color)) + "\n"
    }
    if lines.count > room {
      out += style.bold("  ⋮ (\(lines.count - room) more lines: a taller terminal shows them)") + "\n"
    }
    print(out, terminator: "")
    fflush(nil)
  }

  static func terminalSize() -> (width: Int, height: Int) {
    var w = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 { return (Int(w.ws_col), Int(w.ws_row)) }
    return (100, 30)
  }
}
