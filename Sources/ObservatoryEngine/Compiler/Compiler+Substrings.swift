/// Where a Substring's type shows: the playground keeps a Substring's text as a `String`, and
/// Swift's check says where the difference is seen (`SourceFile.substringBoxes`,
/// `SourceFile.castOutcomes`): a Substring put into an `Any` is marked one there
/// (`SubstringValue`); a cast of a Substring that Swift says always fails (`word is String`,
/// `case let s as String`) casts it as the Substring it is, and one Swift says always succeeds
/// (`word is Substring`) succeeds. Without the check nothing is marked.
extension Compiler {
  /// How the value of `e` is marked a Substring, if Swift put one into an existential there.
  func substringBoxing(_ e: Expr) -> SubstringBoxing? {
    file.substringBoxes.isEmpty ? nil : file.substringBoxes[swiftLocation(e)]
  }

  /// Where Swift locates an expression (in its diagnostics and SIL): a member, or a method
  /// called, at the member's name; a subscript at its `[`; `x!` at the `!`; else its start.
  func swiftLocation(_ e: Expr) -> Int {
    switch e.kind {
    case .member(_, let n): return e.end - n.utf8.count
    case .call(let callee, _): return swiftLocation(callee)
    case .subscriptAccess(let base, _): return nextToken(after: base.end)
    case .forceUnwrap: return e.end - 1
    default: return e.start
    }
  }

  /// The offset of the first byte that is not a space or a line break at or after `offset`.
  private func nextToken(after offset: Int) -> Int {
    var i = offset
    while i < file.bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(file.bytes[i]) {
      i += 1
    }
    return i
  }

  /// What Swift says the cast `x is T` / `x as? T` (its `is`/`as` follows `x`) always does
  /// (`SourceFile.castOutcomes`), or nil.
  func castOutcome(after x: Expr) -> Bool? {
    file.castOutcomes.isEmpty ? nil : file.castOutcomes[nextToken(after: x.end)]
  }

  /// What Swift says a cast pattern (`case let s as String`, `case is Substring`) of a `case` at
  /// `offset` always does: its `is`/`as` is on the pattern's line, before any `:`, `{` or `=`,
  /// followed by the type.
  func castPatternOutcome(_ type: TypeExpr, at offset: Int) -> Bool? {
    guard !file.castOutcomes.isEmpty else { return nil }
    let name = Array(type.description.utf8)
    var i = offset
    while i + 2 < file.bytes.count, !":{=\n".utf8.contains(file.bytes[i]) {
      if let outcome = file.castOutcomes[i] {
        let t = nextToken(after: i + 2)
        if t + name.count <= file.bytes.count, file.bytes[t..<t + name.count].elementsEqual(name) { return outcome }
      }
      i += 1
    }
    return nil
  }

  /// Compiles the cast of the value on the stack that Swift decided: one that always fails casts
  /// the value marked a Substring (an array's elements too), so it fails as in Swift (`as!` stops
  /// the lesson saying 'Substring'); one that always succeeds gives `true` or the value itself.
  func emitDecidedCast(_ kind: CastKind, _ type: TypeExpr, succeeds: Bool, use: String, at offset: Int) throws {
    guard succeeds else {
      emit(.coerce(shape(.substring(.array))), offset)
      return try emitCast(kind, type, use: use, at: offset)
    }
    switch kind {
    case .is:
      emit(.pop, offset)
      emit(.pushBool(true), offset)
    case .asOptional: emit(.coerce(shape(.optional(nil))), offset)
    case .as, .asForced: break
    }
  }
}
