/// A subscript with argument labels in an extension of a standard type
/// (`extension Collection { subscript(safe i: Index) -> Element? }`): Swift calls it only where a
/// use writes its labels (`xs[safe: 3]`), never for `d[key]` or the `self[i]` inside it. The
/// playground chooses a subscript by its index values, so such a subscript is kept as a method
/// named by its labels (`subscript(safe:)`) that a use with those labels calls, and the extension
/// table's subscripts (which every `x[i]` of the type's values consults) leave it out.
extension Compiler {
  /// The member name a labeled subscript is kept under: `subscript(safe:)`, `subscript(_:clamped:)`.
  static func subscriptMemberName(_ labels: [String?]) -> String {
    "subscript(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Keeps `getter` of a labeled subscript declared in an extension of a standard type as a
  /// method of the extension; a settable one is refused (a write through it would reach the
  /// standard library's subscript).
  func declareLabeledExtensionSubscript(
    _ t: NominalType, _ getter: FunctionProto, labels: [String?], settable: Bool, at offset: Int
  ) throws {
    guard program.builtinExtensions[t.name] === t, labels.contains(where: { $0 != nil }) else { return }
    let name = Compiler.subscriptMemberName(labels)
    if settable {
      throw error(
        "a settable \(name) in an extension of '\(t.name)' is not supported by the playground", at: offset,
        hint: "make it get-only, or write a mutating method")
    }
    t.members[program.symbol(name)] = .method(getter)
  }

  /// `xs[safe: 3]`: the symbol of the labeled extension subscript a use with these labels calls,
  /// or nil when no extension of a standard type declares one. A lesson type declaring a
  /// subscript with the same labels is refused: the use's type would have to choose.
  func labeledExtensionSubscript(_ args: [Argument], at offset: Int) throws -> Int? {
    let labels = args.map(\.label)
    guard labels.contains(where: { $0 != nil }) else { return nil }
    let name = Compiler.subscriptMemberName(labels)
    let sym = program.symbol(name)
    guard program.builtinExtensions.values.contains(where: { $0.members[sym] != nil }) else { return nil }
    if let other = lessonTypes().first(where: { t in t.subscripts.contains { $0.labels == labels } }) {
      throw error(
        "\(name) declared both in an extension of a standard type and in '\(other.name)' is not supported by the playground",
        at: offset, hint: "give one of them other labels")
    }
    return sym
  }
}
