/// One diagnostic as `swiftc -diagnostic-style llvm` prints it:
///
///     check.swift:6:9: error: call can throw but is not marked with 'try'
///     let a = thrower()
///             ^~~~~~~~~
///     check.swift:6:9: note: did you mean to use 'try'?
///     let a = thrower()
///             ^
///             try
///
/// a header (`FILE:LINE:COLUMN: KIND: MESSAGE`), the source line, a caret line and, for a fix-it,
/// the text Swift suggests, written under the place it goes. Notes follow the error they belong to.
struct CompilerDiagnostic: Equatable {
  enum Kind: String { case error, warning, note, remark }
  var kind: Kind
  var file: String
  /// 1-based line and byte column in the compiled file (nil: `<unknown>:0`).
  var line: Int?
  var column: Int?
  var message: String
  /// The fix-it's text and the column it starts at.
  var fixIt: (column: Int, text: String)?
  var notes: [CompilerDiagnostic] = []

  static func == (a: CompilerDiagnostic, b: CompilerDiagnostic) -> Bool {
    a.kind == b.kind && a.file == b.file && a.line == b.line && a.column == b.column && a.message == b.message
      && a.fixIt?.column == b.fixIt?.column && a.fixIt?.text == b.fixIt?.text && a.notes == b.notes
  }

  /// Every diagnostic in the compiler's output, notes under their error or warning.
  static func parse(_ output: String) -> [CompilerDiagnostic] {
    var out: [CompilerDiagnostic] = []
    var current: CompilerDiagnostic? = nil
    var body: [Substring] = []
    func finish() {
      guard var d = current else { return }
      d.fixIt = fixIt(body, column: d.column)
      if d.kind == .note, !out.isEmpty {
        out[out.count - 1].notes.append(d)
      } else {
        out.append(d)
      }
      current = nil
      body = []
    }
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let d = header(line) {
        finish()
        current = d
      } else if current != nil {
        body.append(line)
      }
    }
    finish()
    return out
  }

  /// `FILE:LINE:COLUMN: KIND: MESSAGE` or `<unknown>:0: KIND: MESSAGE`.
  static func header(_ line: Substring) -> CompilerDiagnostic? {
    for kind in [Kind.error, .warning, .note, .remark] {
      guard let r = line.range(of: ": \(kind.rawValue): ") else { continue }
      let place = line[..<r.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      let message = String(line[r.upperBound...])
      if place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place[place.count - 1]) {
        let file = place.dropLast(2).joined(separator: ":")
        return CompilerDiagnostic(kind: kind, file: file, line: l, column: c, message: message)
      }
      if place.count >= 2, Int(place[place.count - 1]) != nil {
        return CompilerDiagnostic(
          kind: kind, file: place.dropLast().joined(separator: ":"), line: nil, column: nil, message: message)
      }
    }
    return nil
  }

  /// The fix-it line under the caret line, as a column relative to the diagnostic's own.
  static func fixIt(_ body: [Substring], column: Int?) -> (column: Int, text: String)? {
    guard let column, body.count >= 3 else { return nil }
    let caretLine = body[1]
    let fix = body[2]
    guard let caret = caretLine.firstIndex(of: "^") ?? caretLine.firstIndex(of: "~"),
      let first = fix.firstIndex(where: { $0 != " " })
    else { return nil }
    let text = fix[first...].trimmingTrailingSpaces()
    guard !text.isEmpty else { return nil }
    let shift =
      fix.distance(from: fix.startIndex, to: first) - caretLine.distance(from: caretLine.startIndex, to: caret)
    return (max(1, column + shift), text)
  }
}

extension Substring {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
