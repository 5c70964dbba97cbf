import Foundation

/// The compiler check's answers, kept on disk by the exact text compiled: a lesson checked once
/// is not compiled again until it (or the compiler) changes. An entry is found by a hash of the
/// compiler, its flags and the text, and holds the text itself, which must match byte for byte —
/// a hash collision can never return another program's answer.
struct CheckCache {
  let directory: String
  /// Past this many entries, the older half is removed.
  static let limit = 2_000

  func lookup(key: String, source: String) -> CompilerGate.Compiled? {
    guard let data = FileManager.default.contents(atPath: path(key, source)) else { return nil }
    let stored = Array(data)
    let expected = CheckCache.header(key, source)
    guard stored.count > expected.count, stored.starts(with: expected) else { return nil }
    let rest = stored[expected.count...]
    guard let status = rest.first, let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    guard let facts = SILFacts(line: String(decoding: rest[(rest.startIndex + 1)..<newline], as: UTF8.self))
    else { return nil }
    return CompilerGate.Compiled(
      succeeded: status == UInt8(ascii: "0"), output: String(decoding: rest[(newline + 1)...], as: UTF8.self),
      failure: nil, facts: facts)
  }

  func store(key: String, source: String, _ compiled: CompilerGate.Compiled) {
    let fm = FileManager.default
    try? fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var bytes = CheckCache.header(key, source)
    bytes.append(compiled.succeeded ? UInt8(ascii: "0") : UInt8(ascii: "1"))
    bytes += Array((compiled.facts.line + "\n").utf8)
    bytes += Array(compiled.output.utf8)
    // Written beside, then renamed: a reader never sees half an entry.
    let target = path(key, source)
    let temp = target + ".\(getpid()).tmp"
    guard fm.createFile(atPath: temp, contents: Data(bytes)) else { return }
    if rename(temp, target) != 0 { unlink(temp) }
    prune()
  }

  /// The key and the text, each with its length, so that no two programs share a header.
  static func header(_ key: String, _ source: String) -> [UInt8] {
    let k = Array(key.utf8)
    let s = Array(source.utf8)
    return Array("\(k.count)\n".utf8) + k + Array("\n\(s.count)\n".utf8) + s
  }

  func path(_ key: String, _ source: String) -> String {
    // FNV-1a, 64 bits, over the header: a file name, not a proof (the header is compared).
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in CheckCache.header(key, source) {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    return directory + "/" + String(h, radix: 16) + ".check"
  }

  /// Keeps the folder bounded: the older half goes when it holds more than `limit` entries.
  func prune() {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: directory), names.count > CheckCache.limit else { return }
    let dated = names.filter { $0.hasSuffix(".check") }.map { name -> (String, Date) in
      let p = directory + "/" + name
      return (p, ((try? fm.attributesOfItem(atPath: p))?[.modificationDate] as? Date) ?? .distantPast)
    }
    for (p, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(dated.count / 2) { try? fm.removeItem(atPath: p) }
  }
}
