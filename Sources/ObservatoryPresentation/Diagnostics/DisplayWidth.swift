import Foundation

/// How many terminal columns text takes: East Asian wide characters and emoji shown as emoji
/// (`⚡`) take two, combining marks and zero-width characters none, ANSI colour sequences none.
/// The table is the playground's own (not the C library's, which depends on the locale), so
/// that wrapped output is the same on every machine.
public enum DisplayWidth {
  /// The width of a string as printed, skipping `ESC [ ... letter` sequences.
  public static func of(_ s: String) -> Int {
    var w = 0
    var inEscape = false
    for c in s {
      if inEscape {
        if let a = c.asciiValue, (0x40...0x7E).contains(a), c != "[" { inEscape = false }
        continue
      }
      if c == "\u{1B}" {
        inEscape = true
        continue
      }
      w += of(c)
    }
    return w
  }

  /// The width of one character (a grapheme cluster).
  public static func of(_ c: Character) -> Int {
    var w = 0
    for s in c.unicodeScalars {
      if s.value == 0xFE0F { return 2 }  // emoji presentation selector
      w = max(w, of(s))
    }
    return w
  }

  public static func of(_ s: Unicode.Scalar) -> Int {
    let v = s.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x300 { return 1 }
    if contains(zeroWidth, v) { return 0 }
    if contains(wide, v) { return 2 }
    return 1
  }

  /// Whether one of `ranges` (sorted, not overlapping) holds `v`: a binary search.
  static func contains(_ ranges: [ClosedRange<UInt32>], _ v: UInt32) -> Bool {
    var lo = 0
    var hi = ranges.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if ranges[mid].upperBound < v { lo = mid + 1 } else { hi = mid }
    }
    return lo < ranges.count && ranges[lo].contains(v)
  }

  static let zeroWidth: [ClosedRange<UInt32>] = [
    0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F, 0x1AB0...0x1AFF,
    0x1DC0...0x1DFF, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x20D0...0x20FF, 0xFE00...0xFE0F,
    0xFE20...0xFE2F, 0xFEFF...0xFEFF, 0xE0100...0xE01EF,
  ]

  /// Wide (W and F in Unicode's East Asian Width), including the emoji that are shown as emoji
  /// by default and the regional indicators (a pair is a flag, two columns on a terminal).
  static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
    0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
    0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F004...0x1F004,
    0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F1E6...0x1F1FF, 0x1F200...0x1F251, 0x1F300...0x1F64F,
    0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
  ]
}

/// The width to wrap output to: `COLUMNS` when it is set to a number, else the terminal's width
/// when `fd` is a terminal, else 80.
public enum TerminalSize {
  public static let fallback = 80

  public static func columns(
    fd: Int32 = 1, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    if let text = environment["COLUMNS"], let n = Int(text), n > 0 { return max(20, n) }
    if isatty(fd) == 1 {
      var size = winsize()
      if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return max(20, Int(size.ws_col)) }
    }
    return fallback
  }

  /// The terminal's height when `fd` is a terminal (`LINES` when set), else nil.
  public static func rows(fd: Int32 = 1, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
    if let text = environment["LINES"], let n = Int(text), n > 0 { return n }
    var size = winsize()
    guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }
}
