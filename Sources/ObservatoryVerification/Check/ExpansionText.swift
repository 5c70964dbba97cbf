import ObservatoryEngine
import ObservatoryPresentation

/// `observatory expand` and the REPL's `:expand`: a class's `@Observable` expansion as the
/// compiler wrote it, each part followed by a comment naming the rule it implements (`R1`: the
/// getter's `access`, `R4`: `withMutation`, `R7`: the `shouldNotifyObservers` overloads and the
/// setter's gate, `R8`: `_modify`, `R9`: one registrar per object). The code is the compiler's,
/// unchanged but for the macro's unique generic names (`Member` for `$s4main4Cart…6MemberfMu_`).
enum ExpansionText {
  /// A rule comment for a line of the expansion, if the line is one a rule explains.
  static func note(for line: Substring) -> String? {
    let t = line.trimmingCharacters(in: .whitespaces)
    if t.contains("ObservationRegistrar()") {
      return "R9: one registrar per object: which scopes observe which of its stored properties"
    }
    if t.hasPrefix("internal nonisolated func access<") || t.hasPrefix("nonisolated func access<") {
      return "R1: every tracked getter calls this: the read goes into the tracking scope running now, if any"
    }
    if t.contains("func withMutation<") {
      return "R4: willSet (observers run here, before the store), the mutation, then didSet"
    }
    if t.contains("func shouldNotifyObservers<") {
      if t.contains(": Equatable & AnyObject>") { return "R7: a class that is Equatable: == decides" }
      if t.contains(": Equatable>") { return "R7: an Equatable value notifies only when it is different (!=)" }
      if t.contains(": AnyObject>") { return "R7: a class instance notifies only when it is another instance (!==)" }
      return "R7: a type that is neither: every assignment notifies (chosen statically, by the declared type)"
    }
    if t.hasPrefix("access(keyPath:") { return "R1: the read" }
    if t.hasPrefix("guard shouldNotifyObservers(") {
      return "R7: the same value is stored silently: no willSet, no didSet, no onChange"
    }
    if t.hasPrefix("withMutation(keyPath:") { return "R4: a different value notifies: willSet, store, didSet" }
    if t.hasPrefix("_modify {") {
      return "R8: +=, mutating methods, writes to its members: always notifies, exactly once, no gate"
    }
    if t.hasPrefix("@storageRestrictions") { return "initializing it in init stores it directly: nothing is notified" }
    if t.hasPrefix("extension ") && t.contains("Observable") {
      return "the conformance: withObservationTracking, Observations and SwiftUI observe it"
    }
    return nil
  }

  /// A comment of our own, wrapped at 100 columns.
  static func comment(_ text: String) -> [String] {
    LineWrapper(width: 100).wrap(text, indent: "// ", continuation: "// ")
  }

  /// The code with a comment before each line a rule explains, indented like the line.
  static func annotated(_ code: String, indent: String) -> [String] {
    var out: [String] = []
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      if let n = note(for: line) { out.append(indent + line.prefix { $0 == " " } + "// " + n) }
      out.append(indent + line)
    }
    while out.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { out.removeLast() }
    return out
  }

  /// One class's expansion, annotated.
  static func render(_ type: String, _ e: MacroExpansion, compiler: String) -> [String] {
    let depth = type.split(separator: ".").count
    let mine = e.buffers(of: type)
    var out = ["@Observable \(type): what the macro writes (\(compiler), -dump-macro-expansions)", ""]
    for b in mine where b.path.count == depth && b.role == .member {
      out.append("// Members @Observable adds to \(type):")
      out += annotated(b.code, indent: "")
      out.append("")
    }
    // Each member, in the order the compiler expanded it.
    var members: [String] = []
    for b in mine where b.path.count == depth + 1 && !members.contains(b.path[depth]) && !b.path[depth].hasPrefix("_") {
      members.append(b.path[depth])
    }
    for m in members where m != "init" {
      let of = mine.filter { $0.path.count == depth + 1 && $0.path[depth] == m }
      let tracked = of.contains { $0.macro == "ObservationTracked" }
      let ignored = of.contains { $0.macro == "ObservationIgnored" }
      guard tracked else {
        out += comment(
          "\(m): "
            + (ignored
              ? "@ObservationIgnored: left as written, never reported (its reads and writes are invisible)"
              : "left as written (a computed property, a let or a method): not tracked itself; a computed "
                + "property is observed through the stored properties it reads (R1)"))
        out.append("")
        continue
      }
      out += comment("\(m): @ObservationTracked makes it a computed property over a storage of its own:")
      var declaredType: String? = nil
      for b in of where b.role == .peer {
        out += annotated(b.code, indent: "")
        // `private var _items: [String] = []`: the property's type, for its accessors' heading.
        if let colon = b.code.range(of: "var _\(m):") {
          declaredType = String(b.code[colon.upperBound...].prefix { $0 != "=" && $0 != "\n" })
            .trimmingCharacters(in: .whitespaces)
        }
      }
      for b in of where b.role == .accessor && b.macro == "ObservationTracked" {
        var block = annotated(b.code, indent: "")
        if block.first == "{" { block.removeFirst() }
        out.append("var \(m)" + (declaredType.map { ": \($0)" } ?? "") + " {")
        out += block
      }
      out.append("")
    }
    for b in mine where b.path.count == depth && b.role == .extension {
      out += annotated(b.code, indent: "")
    }
    while out.last?.isEmpty == true { out.removeLast() }
    return out
  }
}
