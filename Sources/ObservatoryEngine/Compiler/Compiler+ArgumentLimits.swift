/// Builtins that take only some of the values Swift allows for an argument (a string encoding,
/// comparison options, a format string, a Combine scheduler): the argument is checked when the
/// lesson loads, so the playground never stops half-way through a lesson for its own limit.
/// An argument the compiler cannot see through (a variable) is refused too, naming it.
extension Compiler {
  /// The string comparison options the playground has (`Builtins.compareOptions`).
  static let compareOptionNames: Set<String> = [
    "caseInsensitive", "diacriticInsensitive", "backwards", "anchored", "literal", "numeric", "widthInsensitive",
  ]
  /// The named character sets (`Builtins.namedCharacterSet`).
  static let characterSetNames: Set<String> = [
    "whitespaces", "whitespacesAndNewlines", "newlines", "decimalDigits", "letters", "alphanumerics",
    "punctuationCharacters", "uppercaseLetters", "lowercaseLetters",
  ]

  /// Checks the arguments of a call of the builtin `name` (a method, or `Type` for an initializer).
  func checkLimitedArguments(_ name: String, _ args: [Argument]) throws {
    for a in args {
      switch (name, a.label) {
      case (_, "options"?) where ["range", "compare", "components", "replacingOccurrences"].contains(name):
        try checkCompareOptions(a.value)
      case ("String", "decoding"?): continue
      case ("String", "as"?):
        if !isMember(a.value, of: "UTF8", "self") {
          throw limit("String(decoding:as:) with another encoding than UTF8.self", at: a.value.start)
        }
      case (_, "encoding"?),
        (_, "using"?) where name == "String" || name == "data":
        if !isImplicitMember(a.value, "utf8") && !isMember(a.value, of: "String.Encoding", "utf8") {
          throw limit("a string encoding other than .utf8", at: a.value.start)
        }
      case ("String", "format"?):
        try checkFormat(a.value)
      case (_, "scheduler"?) where name == "debounce" || name == "delay":
        if case .member(let base, _) = a.value.kind, case .name(let n) = base.kind,
          ["DispatchQueue", "RunLoop", "OperationQueue", "ImmediateScheduler"].contains(n)
        {
          throw limit("'\(n)' as a Combine scheduler (only a VirtualTimeScheduler)", at: a.value.start)
        }
        if case .implicitMember = a.value.kind {
          throw limit("a Combine scheduler other than a VirtualTimeScheduler", at: a.value.start)
        }
      case (_, "in"?) where name == "trimmingCharacters":
        try checkCharacterSet(a.value)
      case (_, "separatedBy"?) where name == "components":
        if case .implicitMember = a.value.kind { try checkCharacterSet(a.value) }
      default: continue
      }
    }
  }

  private func limit(_ what: String, at offset: Int) -> LessonError {
    error("\(what) is not supported by the playground", at: offset)
  }

  private func isImplicitMember(_ e: Expr, _ name: String) -> Bool {
    if case .implicitMember(name) = e.kind { return true }
    return false
  }

  private func isMember(_ e: Expr, of type: String, _ name: String) -> Bool {
    guard case .member(let base, name) = e.kind else { return false }
    return file.text(from: base.start, to: base.end) == type
  }

  private func checkCompareOptions(_ e: Expr) throws {
    let items: [Expr]
    if case .array(let xs) = e.kind { items = xs } else { items = [e] }
    for x in items {
      guard case .implicitMember(let n) = x.kind else {
        throw error(
          "string comparison options the playground cannot see are not supported by the playground", at: x.start,
          hint: "write them where they are used: options: [.caseInsensitive, .numeric]")
      }
      guard Compiler.compareOptionNames.contains(n) else {
        throw error(
          "the string option '.\(n)' is not supported by the playground", at: x.start,
          hint: "it has " + Compiler.compareOptionNames.sorted().map { "." + $0 }.joined(separator: ", "))
      }
    }
  }

  private func checkCharacterSet(_ e: Expr) throws {
    var name: String? = nil
    switch e.kind {
    case .implicitMember(let n): name = n
    case .member(let base, let n) where file.text(from: base.start, to: base.end) == "CharacterSet": name = n
    default: return  // `CharacterSet(charactersIn:)`, or a set made elsewhere (only these can be made)
    }
    if let name, !Compiler.characterSetNames.contains(name) {
      throw error(
        "the character set '.\(name)' is not supported by the playground", at: e.start,
        hint: "it has " + Compiler.characterSetNames.sorted().map { "." + $0 }.joined(separator: ", ")
          + " and CharacterSet(charactersIn:)")
    }
  }

  /// `String(format:)`: a literal format whose conversions the playground formats
  /// (`Builtins.format`).
  private func checkFormat(_ e: Expr) throws {
    guard case .string(let parts) = e.kind, parts.count <= 1, case .text(let fmt)? = parts.first ?? .text("") else {
      throw error(
        "a String(format:) format the playground cannot see is not supported by the playground", at: e.start,
        hint: "write the format as a string literal")
    }
    var chars = fmt.unicodeScalars.makeIterator()
    while let c = chars.next() {
      guard c == "%" else { continue }
      while let x = chars.next() {
        if "-+ 0#.123456789$l".unicodeScalars.contains(x) { continue }
        if !"%dixXofFeEgGc@".unicodeScalars.contains(x) {
          throw error(
            "the String(format:) conversion '%\(x)' is not supported by the playground", at: e.start,
            hint: "it formats %d %i %x %X %o %c with an Int, %f %e %g with a Double, %@ with a String")
        }
        break
      }
    }
  }
}
