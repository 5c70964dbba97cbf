import Foundation

/// `String` and `Character`. The playground keeps a `Character` as a one-character string (they
/// print alike); a `Substring` is a string too. Text operations run on the host's own `String` and
/// Foundation — the same code a real lesson runs on Linux — so their results are Swift's. Verified
/// against Swift 6.3.1 (`Tests/.../Stdlib/string*`, `character*`).
extension Builtins {
  /// `String()`, `String(x)`, `String(n, radix:uppercase:)`, `String(describing:)`,
  /// `String(reflecting:)`, `String(repeating:count:)`, `String(format:_:...)`.
  static func constructString(_ vm: VM, _ args: [Value], _ names: [String?]) throws -> Value {
    if labels(names) { return .string("") }
    if labels(names, "describing") {
      if case .double(let d) = args[0] { return .string(d.description) }  // `nan` for -nan too
      return .string(try Describer.describe(vm, args[0]))
    }
    // `String(reflecting:)` is the debug description (verified against Swift 6.3.1).
    if labels(names, "reflecting") { return .string(try Describer.describe(vm, args[0], debug: true)) }
    if labels(names, "repeating", "count") {
      let s = try string(args[0], "String(repeating:count:)'s text")
      let n = try int(args[1], "count")
      guard n >= 0 else { throw Fault("Negative count not allowed: String(repeating:count:) with \(n)") }
      // Divide rather than multiply: `s.count * n` overflows (a trap) for a count like Int.max.
      // An empty string is checked too: repeating "" Int.max times still loops Int.max times.
      guard n <= maxCount / max(1, s.utf8.count) else {
        throw Fault(
          "String(repeating:count:) would make a string of more than \(maxCount) bytes, the playground's limit",
          kind: .limit)
      }
      return .string(String(repeating: s, count: n))
    }
    if labels(names, "_", "radix") || labels(names, "_", "radix", "uppercase") {
      let n = try int(args[0], "String(_:radix:)'s number")
      let radix = try int(args[1], "radix")
      guard (2...36).contains(radix) else { throw Fault("radix \(radix) is out of range: Swift needs 2 through 36") }
      var upper = false
      if args.count == 3 {
        guard case .bool(let b) = args[2] else { throw Fault("uppercase must be a Bool") }
        upper = b
      }
      return .string(String(n, radix: radix, uppercase: upper))
    }
    if let first = names.first, first == "format" { return .string(try format(args, names)) }
    guard labels(names, "_") else { throw Fault("no initializer of 'String' takes these arguments") }
    switch args[0] {
    case .string: return args[0]
    case .host(let sub as SubstringSlice): return .string(sub.text)
    case .int(let i): return .string(String(i))
    case .double(let d): return .string(String(d))
    case .bool(let b): return .string(b ? "true" : "false")
    case .host(let u as ScalarValue): return .string(String(Character(u.scalar)))  // `String(scalar)`
    case .null, .some:
      throw Fault("String(_:) takes no Optional", hint: "unwrap it first, or use String(describing:)")
    case .array, .set, .host(is SequenceWrapper):
      // A sequence of characters: `String("abc".reversed())`, `String(chars)`.
      var out = ""
      for c in try elements(args[0]) {
        // `String(text.unicodeScalars)`, `String(s.unicodeScalars.filter { ... })`: a view of
        // scalars (each joins the one before as Swift's `unicodeScalars.append` does).
        if case .host(let u as ScalarValue) = c {
          out.unicodeScalars.append(u.scalar)
          continue
        }
        guard case .string(let s) = c, s.count == 1 else {
          throw Fault("String(_:) takes a sequence of Characters, not of '\(valueTypeName(c))'")
        }
        out += s
      }
      return .string(out)
    default:
      throw Fault(
        "String(_:) cannot convert a value of type '\(valueTypeName(args[0]))'", hint: "use String(describing:)")
    }
  }

  /// `Character("a")`: exactly one character, or Swift's trap.
  static func constructCharacter(_ args: [Value], _ names: [String?]) throws -> Value {
    guard labels(names, "_"), case .string(let s) = args[0] else {
      throw Fault("Character(_:) takes a string of one character")
    }
    guard s.count == 1 else {
      throw Fault(
        "Can't form a Character from a String containing more than one extended grapheme cluster (\(debugQuoted(s)) has \(s.count))"
      )
    }
    return args[0]
  }

  /// `Substring("abc")`, `Substring(word)`: the playground holds a substring as its text (the
  /// compiler check writes a literal passed as a `Substring` this way).
  static func constructSubstring(_ args: [Value], _ names: [String?]) throws -> Value {
    if labels(names, "_"), case .host(let sub as SubstringSlice) = args[0] {
      return .host(SubstringSlice(Substring(sub.text)))
    }
    guard labels(names, "_") || labels(names, "stringLiteral"), case .string = args[0] else {
      throw Fault("Substring(_:) takes a string, a substring or a character")
    }
    return args[0]
  }

  /// `String(format:_:...)` from Foundation, for the conversions that are safe to hand it:
  /// `%d %i %ld %x %X %o %c` with an Int, `%f %e %g` (any case) with a Double, `%@` with a String,
  /// `%%`, with flags, width, precision and positions (`%2$@`). Anything else would read memory it
  /// was not given (the compiler refuses other conversions when the lesson loads).
  static func format(_ args: [Value], _ names: [String?]) throws -> String {
    guard names.dropFirst().allSatisfy({ $0 == nil }), case .string(let fmt) = args[0] else {
      throw Fault("String(format:_:) takes a format string and its values")
    }
    let given = Array(args.dropFirst())
    var used = Array(repeating: false, count: given.count)
    var next = 0
    var chars = fmt.unicodeScalars.makeIterator()
    while let c = chars.next() {
      guard c == "%" else { continue }
      var spec = ""
      var conversion: Unicode.Scalar? = nil
      while let x = chars.next() {
        if "-+ 0#.123456789$".unicodeScalars.contains(x) || x == "l" {
          spec.unicodeScalars.append(x)
          // A width or precision of thousands would make a string of that size.
          guard spec.count <= 8 else { throw Fault("String(format:) takes widths and precisions under 1000") }
          continue
        }
        conversion = x
        break
      }
      guard let conversion else { throw Fault("String(format:) has an unfinished % conversion") }
      if conversion == "%" { continue }
      // `%2$@`: the value at that position (from 1); otherwise the next one.
      var index = next
      if let dollar = spec.firstIndex(of: "$") {
        guard let n = Int(spec[..<dollar]), n >= 1 else {
          throw Fault("String(format:) has a bad position in %\(spec)")
        }
        index = n - 1
      } else {
        next += 1
      }
      guard index < given.count else { throw Fault("String(format:) has more % conversions than values") }
      used[index] = true
      switch (conversion, given[index]) {
      case ("d", .int), ("i", .int), ("x", .int), ("X", .int), ("o", .int), ("c", .int): break
      case ("f", .double), ("F", .double), ("e", .double), ("E", .double), ("g", .double), ("G", .double): break
      case ("@", .string): break
      default:
        throw Fault(
          "String(format:) cannot format \(describePlain(given[index], debug: true)) with %\(spec)\(conversion)",
          hint: "%d/%x/%c take an Int, %f/%e/%g a Double, %@ a String")
      }
    }
    guard used.allSatisfy({ $0 }) else { throw Fault("String(format:) has more values than % conversions") }
    let values: [CVarArg] = given.map { v -> CVarArg in
      switch v {
      case .int(let i): return i
      case .double(let d): return d
      case .string(let s): return s
      default: return 0
      }
    }
    return String(format: fmt, arguments: values)
  }

  /// The locale of Foundation's `localized...` members: the one a program run from the command
  /// line has (the POSIX locale), the same on every machine.
  static let lessonLocale = Locale(identifier: "en_US_POSIX")

  static func stringMember(_ str: String, _ s: Sym?) -> Value? {
    switch s {
    case .count?: return .int(str.count)
    case .isEmpty?: return .bool(str.isEmpty)
    case .first?: return optional(str.first.map { .string(String($0)) })
    case .last?: return optional(str.last.map { .string(String($0)) })
    case .capitalized?: return .string(str.capitalized)
    case .localizedUppercase?: return .string(str.uppercased(with: lessonLocale))
    case .localizedLowercase?: return .string(str.lowercased(with: lessonLocale))
    case .localizedCapitalized?: return .string(str.capitalized(with: lessonLocale))
    case .utf8?, .unicodeScalars?: return stringView(str, s)
    case .startIndex?, .endIndex?: return stringIndexMember(str, s)
    default: return characterMember(str, s)
    }
  }

  /// A `Character`'s properties, on a one-character string.
  static func characterMember(_ str: String, _ s: Sym?) -> Value? {
    guard let s, str.count == 1, let c = str.first else { return nil }
    switch s {
    case .isLetter: return .bool(c.isLetter)
    case .isNumber: return .bool(c.isNumber)
    case .isUppercase: return .bool(c.isUppercase)
    case .isLowercase: return .bool(c.isLowercase)
    case .isWhitespace: return .bool(c.isWhitespace)
    case .isPunctuation: return .bool(c.isPunctuation)
    case .isHexDigit: return .bool(c.isHexDigit)
    case .isASCII: return .bool(c.isASCII)
    case .isWholeNumber: return .bool(c.isWholeNumber)
    case .isSymbol: return .bool(c.isSymbol)
    case .isMathSymbol: return .bool(c.isMathSymbol)
    case .isCurrencySymbol: return .bool(c.isCurrencySymbol)
    case .isNewline: return .bool(c.isNewline)
    case .isCased: return .bool(c.isCased)
    case .asciiValue: return optional(c.asciiValue.map { .int(Int($0)) })
    case .wholeNumberValue: return optional(c.wholeNumberValue.map { .int($0) })
    case .hexDigitValue: return optional(c.hexDigitValue.map { .int($0) })
    default: return nil
    }
  }

  /// The character sets `trimmingCharacters(in:)` and `components(separatedBy:)` take:
  /// `.whitespaces`, `CharacterSet.letters`, `CharacterSet(charactersIn: "xy")`.
  static func characterSet(_ v: Value) throws -> CharacterSet {
    if case .host(let c as CharacterSetValue) = v { return c.set }
    if case .host(let m as ImplicitMember) = v, m.args.isEmpty, let set = namedCharacterSet(m.name) { return set }
    throw Fault("internal: the compiler let the character set \(describePlain(v, debug: true)) through")
  }

  static func namedCharacterSet(_ name: String) -> CharacterSet? {
    switch name {
    case "whitespaces": return .whitespaces
    case "whitespacesAndNewlines": return .whitespacesAndNewlines
    case "newlines": return .newlines
    case "decimalDigits": return .decimalDigits
    case "letters": return .letters
    case "alphanumerics": return .alphanumerics
    case "punctuationCharacters": return .punctuationCharacters
    case "uppercaseLetters": return .uppercaseLetters
    case "lowercaseLetters": return .lowercaseLetters
    default: return nil
    }
  }

  /// `CharacterSet(charactersIn:)`.
  static func constructCharacterSet(_ args: [Value], _ names: [String?]) throws -> Value {
    guard labels(names, "charactersIn") else { throw Fault("no initializer of 'CharacterSet' takes these arguments") }
    return .host(CharacterSetValue(CharacterSet(charactersIn: try string(args[0], "charactersIn"))))
  }

  static func stringMethod(_ vm: VM, _ str: String, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    if let r = try stringIndexMethod(vm, str, s, args, names) { return r }
    switch s {
    case .hasPrefix? where labels(names, "_"): return .bool(str.hasPrefix(try string(args[0], "prefix")))
    case .hasSuffix? where labels(names, "_"): return .bool(str.hasSuffix(try string(args[0], "suffix")))
    case .trimmingPrefix? where labels(names, "_"):
      return .host(SubstringSlice(str.trimmingPrefix(try string(args[0], "prefix"))))
    case .trimmingPrefix? where labels(names, "while"):
      var rest = Substring(str)
      while let c = rest.first, try test(vm, args[0], .string(String(c))) { rest.removeFirst() }
      return .host(SubstringSlice(rest))
    case .uppercased? where labels(names): return .string(str.uppercased())
    case .lowercased? where labels(names): return .string(str.lowercased())
    case .contains? where labels(names, "_"):
      // A character or a substring; the standard library's `contains` (Swift 5.7+): "" is in every string.
      let part = try string(args[0], "contains(_:)'s argument")
      return .bool(part.isEmpty || str.contains(part))
    case .filter? where labels(names, "{}"):
      var out = ""
      for c in str where try test(vm, args[0], .string(String(c))) { out.append(c) }
      return .string(out)
    case .split? where args.count >= 1 && names.first == "separator":
      // A separator of several characters splits on that substring (Swift 5.7+).
      if case .string(let sep) = args[0], sep.count != 1 { return try splitOnString(str, sep, args, names) }
      return nil
    case .components? where labels(names, "separatedBy"):
      if case .string(let sep) = args[0] { return .array(str.components(separatedBy: sep).map { .string($0) }) }
      return .array(str.components(separatedBy: try characterSet(args[0])).map { .string($0) })
    case .localizedCaseInsensitiveContains? where labels(names, "_"):
      let part = try string(args[0], "localizedCaseInsensitiveContains(_:)'s argument")
      return .bool(str.range(of: part, options: .caseInsensitive, locale: lessonLocale) != nil)
    case .localizedStandardContains? where labels(names, "_"):
      let part = try string(args[0], "localizedStandardContains(_:)'s argument")
      return .bool(
        str.range(of: part, options: [.caseInsensitive, .diacriticInsensitive], locale: lessonLocale) != nil)
    case .appending? where labels(names, "_"):
      let result = str + (try string(args[0], "appending(_:)'s argument"))
      guard result.utf8.count <= maxCount else { throw tooLarge(result.utf8.count, string: true) }
      return .string(result)
    case .replacingOccurrences? where labels(names, "of", "with") || labels(names, "of", "with", "options"):
      let target = try string(args[0], "of")
      let replacement = try string(args[1], "with")
      let options = args.count == 3 ? try compareOptions(args[2]) : []
      let result = str.replacingOccurrences(of: target, with: replacement, options: options)
      guard result.utf8.count <= maxCount else { throw tooLarge(result.utf8.count, string: true) }
      return .string(result)
    case .replacingCharacters? where labels(names, "in", "with"):
      guard case .host(let r as StringRangeValue) = args[0] else {
        throw Fault("replacingCharacters(in:with:) takes a range of String indices")
      }
      var result = str
      result.replaceSubrange(try r.bounds(in: str), with: try string(args[1], "with"))
      guard result.utf8.count <= maxCount else { throw tooLarge(result.utf8.count, string: true) }
      return .string(result)
    case .replacing? where labels(names, "_", "with"):
      // The standard library's own (Swift 5.7), so an empty target behaves as in Swift.
      let result = str.replacing(try string(args[0], "replacing"), with: try string(args[1], "with"))
      guard result.utf8.count <= maxCount else { throw tooLarge(result.utf8.count, string: true) }
      return .string(result)
    case .trimmingCharacters? where labels(names, "in"):
      return .string(str.trimmingCharacters(in: try characterSet(args[0])))
    case .padding? where labels(names, "toLength", "withPad", "startingAt"):
      let length = try int(args[0], "toLength")
      guard length >= 0, length <= maxCount else { throw Fault("padding length \(length) is out of range") }
      let pad = try string(args[1], "withPad")
      let start = try int(args[2], "startingAt")
      guard !pad.isEmpty, start >= 0, start < pad.utf16.count else {
        throw Fault("padding needs a non-empty pad and a start inside it")
      }
      return .string(str.padding(toLength: length, withPad: pad, startingAt: start))
    default: return nil
    }
  }

  /// `split(separator: ", ")`: the standard library's split on a collection separator.
  static func splitOnString<S: StringProtocol>(_ str: S, _ sep: String, _ args: [Value], _ names: [String?]) throws
    -> Value?
  where S.SubSequence == Substring {
    guard !sep.isEmpty else { throw Fault("split(separator:) needs a non-empty separator") }
    var maxSplits = Int.max
    var omitting = true
    for (a, n) in zip(args.dropFirst(), names.dropFirst()) {
      switch (n, a) {
      case ("maxSplits"?, .int(let m)) where m >= 0: maxSplits = m
      case ("omittingEmptySubsequences"?, .bool(let b)): omitting = b
      default: return nil
      }
    }
    return .array(
      str.split(separator: sep, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map {
        .host(SubstringSlice($0))
      })
  }

  static func mutateString<S: StringProtocol & RangeReplaceableCollection>(
    _ vm: VM, _ str: inout S, _ s: Sym?, _ args: [Value], _ names: [String?]
  ) throws -> Value? where S.Index == String.Index {
    if let r = try mutateStringAtIndex(&str, s, args, names) { return r }
    switch s {
    case .append? where labels(names, "_"), .append? where labels(names, "contentsOf"):
      let more = try string(args[0], "append(_:)'s argument")
      guard str.utf8.count + more.utf8.count <= maxCount else {
        throw tooLarge(str.utf8.count + more.utf8.count, string: true)
      }
      str.append(contentsOf: more)
    case .removeLast? where labels(names), .removeFirst? where labels(names):
      guard !str.isEmpty else {
        throw Fault("can't remove \(s == .removeFirst ? "first" : "last") element from an empty collection")
      }
      return .string(String(s == .removeLast ? str.removeLast() : str.removeFirst()))
    case .removeLast? where labels(names, "_"), .removeFirst? where labels(names, "_"):
      let n = try int(args[0], "count")
      guard n >= 0, n <= str.count else {
        throw Fault("cannot remove \(n) characters from a string of \(str.count)", hint: "check the count first")
      }
      if s == .removeLast { str.removeLast(n) } else { str.removeFirst(n) }
    case .popLast? where labels(names): return optional(str.popLast().map { .string(String($0)) })
    case .removeAll? where labels(names): str.removeAll()
    case .removeAll? where labels(names, "where"):
      var kept = S()
      for c in str where !(try test(vm, args[0], .string(String(c)))) { kept.append(c) }
      str = kept
    default: return nil
    }
    return .void
  }
}

/// Foundation's `CharacterSet`, for trimming and splitting.
final class CharacterSetValue: HostObject {
  let set: CharacterSet
  init(_ set: CharacterSet) { self.set = set }
  override var typeName: String { "CharacterSet" }
}
