/// Where two lists of lines differ: the stretches between the lines they share, in order (a
/// longest common subsequence). `verify` shows the playground's output against Swift's with it,
/// and a drill shows the learner's answer against the program's output.
public enum LineDifference {
  /// Stretches where `a` and `b` differ, between the lines they share (in order).
  public static func hunks(_ a: [String], _ b: [String]) -> [(a: Range<Int>, b: Range<Int>)] {
    if a == b { return [] }
    // Common prefix and suffix first: the usual difference is small.
    var lo = 0
    while lo < a.count, lo < b.count, a[lo] == b[lo] { lo += 1 }
    var ha = a.count, hb = b.count
    while ha > lo, hb > lo, a[ha - 1] == b[hb - 1] {
      ha -= 1
      hb -= 1
    }
    let x = Array(a[lo..<ha]), y = Array(b[lo..<hb])
    guard x.count * y.count <= 4_000_000 else { return [(lo..<ha, lo..<hb)] }
    var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in stride(from: x.count - 1, through: 0, by: -1) {
      for j in stride(from: y.count - 1, through: 0, by: -1) {
        lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var out: [(a: Range<Int>, b: Range<Int>)] = []
    var i = 0, j = 0, si = 0, sj = 0
    func close() {
      if si < i || sj < j { out.append((lo + si..<lo + i, lo + sj..<lo + j)) }
    }
    while i < x.count || j < y.count {
      if i < x.count, j < y.count, x[i] == y[j] {
        close()
        i += 1
        j += 1
        si = i
        sj = j
      } else if i < x.count, j == y.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    close()
    return out
  }

  /// The two lists as one, each line marked: `  ` in both, `- ` only in `a`, `+ ` only in `b`.
  public static func unified(_ a: [String], _ b: [String]) -> [(mark: Character, line: String)] {
    var out: [(Character, String)] = []
    var i = 0, j = 0
    for h in hunks(a, b) {
      while i < h.a.lowerBound {
        out.append((" ", a[i]))
        i += 1
        j += 1
      }
      for k in h.a { out.append(("-", a[k])) }
      for k in h.b { out.append(("+", b[k])) }
      i = h.a.upperBound
      j = h.b.upperBound
    }
    while i < a.count {
      out.append((" ", a[i]))
      i += 1
    }
    return out
  }
}
