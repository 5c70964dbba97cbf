import ObservatoryEngine

/// The text of an exported program, built piece by piece, with a map from every byte back to the
/// lesson: a piece is either the lesson's own bytes, copied unchanged, or text the export wrote
/// (a directive's expansion, the prelude, the header) with the lesson place it stands for, if
/// any. The compiler check uses the map to put Swift's diagnostics on the lesson's own line and
/// column, and to tell a diagnostic in the lesson from one in the scaffolding.
struct MappedText {
  /// One piece of the text, from `start` to the next piece's start.
  struct Piece {
    let start: Int
    /// Where the piece's first byte comes from (a lesson, or a REPL entry); nil for scaffolding.
    let file: SourceFile?
    let offset: Int
    /// The piece is that file's bytes, unchanged (so each byte maps to its own place); otherwise
    /// every byte of it maps to `offset`.
    let copied: Bool
  }

  private(set) var bytes: [UInt8] = []
  private(set) var pieces: [Piece] = []

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends the lesson's bytes `start..<end` unchanged.
  mutating func copy(_ file: SourceFile, from start: Int, to end: Int) {
    let s = max(0, min(start, file.bytes.count))
    let e = max(s, min(end, file.bytes.count))
    guard e > s else { return }
    pieces.append(Piece(start: bytes.count, file: file, offset: s, copied: true))
    bytes.append(contentsOf: file.bytes[s..<e])
  }

  /// Appends text the export writes; it stands for `loc` (a directive it expands), or for nothing.
  mutating func write(_ text: String, for loc: SourceLoc? = nil) {
    guard !text.isEmpty else { return }
    pieces.append(Piece(start: bytes.count, file: loc?.file, offset: loc?.offset ?? 0, copied: false))
    bytes.append(contentsOf: text.utf8)
  }

  /// The lesson place of a byte of the text, and whether it is the lesson's own byte there.
  func origin(of offset: Int) -> (loc: SourceLoc, copied: Bool)? {
    var lo = 0
    var hi = pieces.count - 1
    guard hi >= 0, offset >= 0 else { return nil }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if pieces[mid].start <= offset { lo = mid } else { hi = mid - 1 }
    }
    let p = pieces[lo]
    guard let file = p.file else { return nil }
    return p.copied ? (SourceLoc(file, p.offset + offset - p.start), true) : (SourceLoc(file, p.offset), false)
  }

  /// Where each line of the text starts (line 1 at index 0), to turn the compiler's line and
  /// byte column into an offset.
  func lineStarts() -> [Int] {
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
    return starts
  }
}
