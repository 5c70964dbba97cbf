/// The static type of a value where Swift prints, describes or boxes it: an
/// `init_existential_addr %N, $Box<Int>` (the value put into an `Any`: `print(box)`'s arguments,
/// `let a: Any = box`, an `[Any]` literal's elements) located at the expression, and the
/// `apply %N<Box<Int>>` of `DefaultStringInterpolation.appendInterpolation` located at an
/// interpolation's `(`, and the `apply %N<Box<Int>>` of `String(describing:)` or `dump` located at
/// the call (`described`: the compiler stamps the call's argument). Swift names a generic value or a wrapper by that type
/// (`Box<Int>(items: [])`, `EnumeratedSequence<Dictionary<String, Int>>(_base: [:])`), which an
/// empty collection or a nil inside it cannot show. Kept only where the type is concrete and
/// generic: no generic parameter (the instruction is in a generic function), no existential
/// (`Box<Any>`, `Task<Int, Error>`: the dynamic type inside may differ), a standard wrapper or
/// a lesson type with arguments (verified against Swift 6.3.1: `Checked/printed-static-types`).
extension SILFacts {
  /// `appendInterpolation<T>`'s signature: a value interpolated into a string.
  static let interpolationSignature = Array(
    " : $@convention(method) <τ_0_0> (@in_guaranteed τ_0_0, @inout DefaultStringInterpolation) -> ()".utf8)

  /// `String(describing:)`'s and `dump`'s signatures: a value described (located at the call).
  static let describingSignature = Array(
    " : $@convention(method) <τ_0_0> (@in τ_0_0, @thin String.Type) -> @owned String".utf8)
  static let dumpSignature = Array(
    " : $@convention(thin) <τ_0_0> (@in_guaranteed τ_0_0, @guaranteed Optional<String>, Int, Int, Int) -> @out τ_0_0"
      .utf8)

  /// Whether the line `sil ... : $@convention(...) <T> (...)` opens a generic function (or a
  /// closure inside one, or a method of a generic type), whose types may name its parameters.
  static func opensGenericFunction(_ sil: [UInt8], from: Int, to end: Int) -> Bool? {
    guard end - from > 4, sil[from..<from + 4].elementsEqual(Array("sil ".utf8)) else { return nil }
    guard let c = find(Array(": $@convention(".utf8), in: sil, from: from, to: end),
      let close = find(Array(")".utf8), in: sil, from: c, to: end)
    else { return false }
    return close + 2 < end && sil[close + 1] == UInt8(ascii: " ") && sil[close + 2] == UInt8(ascii: "<")
  }

  /// `type` as a printed-type fact keeps it (`marking`), or nil: only a generic type naming no
  /// generic parameter and no existential.
  static func printedType(_ type: String) -> String? {
    guard type.contains("<"), !type.contains("τ_"), !type.contains("any "), !type.contains("@"),
      !type.contains("->")
    else { return nil }
    var word = ""
    for ch in type + " " {
      if ch.isLetter || ch.isNumber || ch == "_" {
        word.append(ch)
        continue
      }
      if ["Any", "AnyObject", "AnyHashable", "Error", "Never", "Task"].contains(word) { return nil }
      word = ""
    }
    // A lesson type may be the outer one here (`marking` keeps only standard outer types).
    guard let marked = marking("Optional<" + type + ">") else { return nil }
    return String(marked.dropFirst("Optional<".count).dropLast())
  }

  /// A call of a generic function (a lesson's top-level one among them): its name and type
  /// arguments are a `typeArguments` fact (`pair|Array<Int>|@User`), located at the callee.
  static let thinGenericSignature = Array(" : $@convention(thin) <τ_0_0".utf8)
  /// A call of a generic method (a lesson type's among them), or of a method of a generic type.
  static let methodGenericSignature = Array(" : $@convention(method) <τ_0_0".utf8)
  /// The same of an `async` function or method (`await load(x)`, `await store.fetch(User.self)`).
  static let thinAsyncGenericSignature = Array(" : $@convention(thin) @async <τ_0_0".utf8)
  static let methodAsyncGenericSignature = Array(" : $@convention(method) @async <τ_0_0".utf8)

  /// `pair` of `pair<A, B>(_:_:)` (a `// function_ref` comment's text); `Parser.decode` of
  /// `static Parser.decode<A>(_:from:)`.
  static func functionName(_ comment: String) -> String? {
    let text = comment.hasPrefix("static ") ? comment.dropFirst("static ".count) : Substring(comment)
    let name = text.prefix { $0 != "<" && $0 != "(" && $0 != " " }
    return name.isEmpty ? nil : String(name)
  }

  /// The type arguments of `apply %N<A, B>(...)` (from after `apply %`), each as `marking` keeps
  /// it (`any ` dropped), joined by `|`; nil where one is not kept (a function type, a generic
  /// parameter, a type `marking` drops).
  static func appliedArguments(_ sil: [UInt8], from: Int, to end: Int) -> String? {
    guard let all = appliedType(sil, from: from, to: end), !all.contains("τ_"), !all.contains("@"),
      !all.contains("->")
    else { return nil }
    var parts: [String] = []
    var current = ""
    var depth = 0
    for ch in all {
      if ch == "<" || ch == "(" { depth += 1 }
      if ch == ">" || ch == ")" { depth -= 1 }
      if ch == "," && depth == 0 {
        parts.append(current)
        current = ""
        continue
      }
      if ch == " " && current.isEmpty { continue }
      current.append(ch)
    }
    parts.append(current)
    var out: [String] = []
    for p in parts {
      guard !p.isEmpty, let marked = marking("Optional<" + droppingAny(p) + ">") else { return nil }
      out.append(String(marked.dropFirst("Optional<".count).dropLast()))
    }
    return out.joined(separator: "|")
  }

  /// The type argument of `apply %N<T>(...)` between `from` (after `apply %`) and `end`.
  static func appliedType(_ sil: [UInt8], from: Int, to end: Int) -> String? {
    guard let open = find(Array("<".utf8), in: sil, from: from, to: end),
      let close = find(Array(">(%".utf8), in: sil, from: open, to: end)
    else { return nil }
    return String(decoding: sil[(open + 1)..<close], as: UTF8.self)
  }
}
