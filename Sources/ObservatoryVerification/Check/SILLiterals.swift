/// Where Swift typed an integer literal as a `Double`, read from the SIL the compiler check emits.
///
/// Swift types a literal by its context (`prices[k] ?? 0`, `{ _ in 0 }` returning `Double`,
/// `dict[k, default: 0]` of a `[String: Double]`); the playground's compiler sees less than Swift's
/// type checker. The check's SIL, printed with its source locations
/// (`-Xllvm -sil-print-debuginfo`), says it exactly: a `float_literal` located at an integer
/// literal of the lesson is that literal, typed `Double`. The playground then compiles it as one.
enum SILLiterals {
  /// A `float_literal` located in `file`: its line, column and value.
  struct Literal: Equatable {
    let line: Int
    let column: Int
    let value: Double
  }

  /// Every `float_literal` of `sil` located in a file whose path ends in `/` + `file`.
  static func doubles(in sil: [UInt8], file: String) -> [Literal] {
    let marker = Array("float_literal $Builtin.FPIEEE64, 0x".utf8)
    let loc = Array("loc \"".utf8)
    let suffix = Array(("/" + file + "\":").utf8)
    var found: [Literal] = []
    var lineStart = 0
    while lineStart < sil.count {
      var lineEnd = lineStart
      while lineEnd < sil.count && sil[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      if let m = find(marker, in: sil, from: lineStart, to: lineEnd),
        let bits = hex(sil, from: m + marker.count, to: lineEnd),
        let l = find(loc, in: sil, from: m, to: lineEnd),
        let s = find(suffix, in: sil, from: l + loc.count, to: lineEnd),
        let (line, afterLine) = decimal(sil, from: s + suffix.count, to: lineEnd),
        afterLine < lineEnd, sil[afterLine] == UInt8(ascii: ":"),
        let (column, _) = decimal(sil, from: afterLine + 1, to: lineEnd)
      {
        found.append(Literal(line: line, column: column, value: Double(bitPattern: bits)))
      }
      lineStart = lineEnd + 1
    }
    return found
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, to end: Int) -> Int? {
    guard let first = needle.first, end - from >= needle.count else { return nil }
    var i = from
    while i + needle.count <= end {
      if bytes[i] == first && bytes[i..<i + needle.count].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  static func hex(_ bytes: [UInt8], from: Int, to end: Int) -> UInt64? {
    var value: UInt64 = 0
    var i = from
    while i < end, let d = hexDigit(bytes[i]) {
      guard i - from < 16 else { return nil }
      value = value << 4 | UInt64(d)
      i += 1
    }
    return i > from ? value : nil
  }

  static func hexDigit(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
    default: return nil
    }
  }

  static func decimal(_ bytes: [UInt8], from: Int, to end: Int) -> (Int, Int)? {
    var value = 0
    var i = from
    while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), i - from < 9 {
      value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
      i += 1
    }
    return i > from ? (value, i) : nil
  }
}
