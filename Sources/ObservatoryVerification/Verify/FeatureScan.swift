import ObservatoryEngine

/// One pass over a lesson's tokens: where its playground directives are (to be rewritten in the
/// export), and what the exported program needs (imports, prelude parts) or cannot do here (the
/// legacy `ObservableObject` model, simulated on Linux).
///
/// It reads tokens, not the syntax tree, so that a lesson the playground cannot parse can still be
/// exported for the compiler check, and so that the export is, outside its directives, exactly
/// the lesson's tokens.
struct FeatureScan {
  /// A directive found in the lesson: `#name(arguments)`, with each top-level argument's range.
  struct Directive {
    let name: String
    let start: Int
    let end: Int
    /// The byte ranges of its arguments (`#expect(cond, "message")`: two).
    let arguments: [Range<Int>]
  }

  let file: SourceFile
  /// The lesson's tokens (the export renames some of them: `$R0`, a REPL name declared again).
  let tokens: [Token]
  private(set) var directives: [Directive] = []
  /// `import SwiftUI` statements (the prelude's host stands in for SwiftUI).
  private(set) var swiftUIImports: [Range<Int>] = []
  private(set) var legacy: [SwiftExport.SimulatedPart] = []
  private(set) var usesViews = false
  private(set) var usesSPI = false
  private(set) var usesMutex = false
  private(set) var usesFoundation = false
  private(set) var usesDispatchMain = false
  private(set) var usesWithTracking = false
  private(set) var usesCombine = false
  /// Every name the lesson uses or declares (not members), with where it first appears.
  private(set) var names = Set<String>()
  private(set) var firstUse: [String: Int] = [:]
  /// The types the lesson declares.
  private(set) var declaredTypes = Set<String>()
  /// The names the lesson declares with `func`, `var` or `let`.
  private(set) var declaredValues = Set<String>()

  static let legacyWrappers: Set<String> = ["Published", "ObservedObject", "StateObject", "EnvironmentObject"]
  static let typeKeywords: Set<Keyword> = [.class, .struct, .enum, .protocol, .typealias]

  /// Scans a lesson; throws the lexer's error if its text cannot be read as tokens.
  init(file: SourceFile) throws {
    self.file = file
    let tokens = try Lexer.tokenize(file)
    self.tokens = tokens
    var importsFoundation = false
    var i = 0
    func noteLegacy(_ offset: Int, _ what: String) {
      let l = file.line(of: offset)
      if !legacy.contains(where: { $0.line == l }) { legacy.append(.init(line: l, what: what)) }
    }
    while i < tokens.count {
      let t = tokens[i]
      let afterDot = i > 0 && tokens[i - 1].isPunct(".")
      switch t.kind {
      case .pound(let name) where Compiler.directives.contains(name):
        let d = FeatureScan.directive(name, tokens, at: i)
        directives.append(d.directive)
        i = d.next
        continue
      case .keyword(.import):
        let module = i + 1 < tokens.count ? tokens[i + 1].identifier : nil
        if module == "Foundation" || module == "Dispatch" { importsFoundation = true }
        if module == "SwiftUI" {
          importsFoundation = true  // SwiftUI re-exports Foundation
          swiftUIImports.append(t.start..<tokens[i + 1].end)
        }
      case .attribute(let a):
        if a == "_spi" { usesSPI = true }
        if FeatureScan.legacyWrappers.contains(a) { noteLegacy(t.start, "@\(a)") }
      case .keyword(.func), .keyword(.var), .keyword(.let):
        if let n = i + 1 < tokens.count ? tokens[i + 1].identifier : nil { declaredValues.insert(n) }
      case .keyword(let k) where FeatureScan.typeKeywords.contains(k):
        if let n = i + 1 < tokens.count ? tokens[i + 1].identifier : nil {
          declaredTypes.insert(n)
          if k == .class || k == .struct || k == .enum {
            let inherited = FeatureScan.inheritance(tokens, after: i + 2)
            if inherited.contains("ObservableObject") { noteLegacy(t.start, "class \(n): ObservableObject") }
            if inherited.contains("View") { usesViews = true }
          }
        }
      case .identifier(let n) where afterDot:
        if firstUse[n] == nil { firstUse[n] = t.start }
        if n == "objectWillChange" { noteLegacy(t.start, "objectWillChange (Combine)") }
        if n == "sink" { noteLegacy(t.start, "a Combine sink") }
      case .identifier(let n):
        names.insert(n)
        if firstUse[n] == nil { firstUse[n] = t.start }
        if n == "actor", let a = i + 1 < tokens.count ? tokens[i + 1].identifier : nil { declaredTypes.insert(a) }
        if n == "withObservationTracking" {
          let labels = FeatureScan.labels(tokens, after: i)
          // `withObservationTracking(_:willSet:didSet:)` is the SPI variant. (`String(format:)` is
          // Foundation's: a lesson imports it, as Swift asks; the playground refuses it otherwise.)
          if labels.contains("willSet") || labels.contains("didSet") { usesSPI = true }
        }
      default: break
      }
      i += 1
    }
    legacy.sort { $0.line < $1.line }
    // `NavigationPath`: the views' prelude declares it, so Swift's check accepts it (the playground
    // names it as its limit).
    usesViews =
      usesViews
      // Not for a lesson's own `func settle()` (its views' prelude would redeclare it).
      || !names.subtracting(declaredValues).isDisjoint(with: ["host", "settle", "bodyCounts", "resetBodyCounts"])
      || (!swiftUIImports.isEmpty && names.contains("NavigationPath") && !declaredTypes.contains("NavigationPath"))
    usesMutex = names.contains("Mutex")
    usesDispatchMain = names.contains("dispatchMain")
    usesWithTracking = names.contains("withTracking")
    // The prelude's Combine subset, unless the lesson writes its own `PassthroughSubject` (or
    // another of its types): then nothing of it is simulated by the playground either.
    usesCombine = !names.isDisjoint(with: Prelude.combineNames) && declaredTypes.isDisjoint(with: Prelude.combineNames)
    if usesCombine {
      for n in Prelude.combineNames.sorted() where names.contains(n) {
        if let at = firstUse[n] { noteLegacy(at, "\(n) (the simulated Combine subset)") }
      }
      legacy.sort { $0.line < $1.line }
    }
    // Only when the lesson imports it (or a module that re-exports it): Swift refuses Foundation's
    // names and members in a file that does not, and so must the compiler check of its export.
    usesFoundation = importsFoundation
  }

  /// `#name` and, when `(` follows on the same line, its parenthesized arguments.
  static func directive(_ name: String, _ tokens: [Token], at i: Int) -> (directive: Directive, next: Int) {
    let start = tokens[i].start
    guard i + 1 < tokens.count, tokens[i + 1].isPunct("("), !tokens[i + 1].newlineBefore else {
      return (Directive(name: name, start: start, end: tokens[i].end, arguments: []), i + 1)
    }
    var depth = 0
    var args: [Range<Int>] = []
    var argStart: Int? = nil
    var j = i + 1
    while j < tokens.count {
      let t = tokens[j]
      if case .eof = t.kind { break }
      let d = bracketDelta(t)
      if d > 0 {
        if depth >= 1 && argStart == nil { argStart = t.start }
        depth += 1
      } else if d < 0 {
        depth -= 1
        if depth == 0 {
          if let s = argStart { args.append(s..<tokens[j - 1].end) }
          return (Directive(name: name, start: start, end: t.end, arguments: args), j + 1)
        }
      } else if depth == 1 && t.isPunct(",") {
        if let s = argStart { args.append(s..<tokens[j - 1].end) }
        argStart = nil
      } else if argStart == nil {
        argStart = t.start
      }
      j += 1
    }
    // Unclosed: the directive runs to the end (the compiler reports the missing ')').
    let end = tokens[max(i, j - 1)].end
    if let s = argStart { args.append(s..<end) }
    return (Directive(name: name, start: start, end: end, arguments: args), j)
  }

  /// Whether a token opens (1) or closes (-1) a bracket: `(`, `[`, `{`, `)`, `]`, `}` (the lexer
  /// makes each bracket a token of its own).
  static func bracketDelta(_ t: Token) -> Int {
    guard case .punct(let p) = t.kind else { return 0 }
    switch p {
    case "(", "[", "{": return 1
    case ")", "]", "}": return -1
    default: return 0
    }
  }

  /// The names after `:` in a type declaration's head, up to its `{` or `where`.
  static func inheritance(_ tokens: [Token], after i: Int) -> [String] {
    var j = i
    // Skip generic parameters: `struct Box<T: Equatable>: View`.
    if j < tokens.count, tokens[j].isPunct("<") {
      var depth = 0
      while j < tokens.count {
        if tokens[j].isPunct("<") { depth += 1 }
        if tokens[j].isPunct(">") { depth -= 1 }
        j += 1
        if depth == 0 { break }
      }
    }
    guard j < tokens.count, tokens[j].isPunct(":") else { return [] }
    var out: [String] = []
    j += 1
    while j < tokens.count, !tokens[j].isPunct("{"), !tokens[j].isKeyword(.where) {
      if case .eof = tokens[j].kind { break }
      if let n = tokens[j].identifier { out.append(n) }
      j += 1
    }
    return out
  }

  /// The argument labels of a call of the name at `i`: in its parentheses (top level only), and
  /// those of its labelled trailing closures (`} onChange: {`).
  static func labels(_ tokens: [Token], after i: Int) -> [String] {
    var out: [String] = []
    var j = i + 1
    /// Past the bracketed group that opens at `j`.
    func skipGroup() {
      var depth = 0
      while j < tokens.count {
        if case .eof = tokens[j].kind { return }
        depth += bracketDelta(tokens[j])
        j += 1
        if depth <= 0 { return }
      }
    }
    if j < tokens.count, tokens[j].isPunct("("), !tokens[j].newlineBefore {
      var depth = 0
      var k = j
      while k < tokens.count {
        let t = tokens[k]
        if case .eof = t.kind { break }
        if depth == 1, let n = t.identifier, k + 1 < tokens.count, tokens[k + 1].isPunct(":"),
          tokens[k - 1].isPunct("(") || tokens[k - 1].isPunct(",")
        {
          out.append(n)
        }
        depth += bracketDelta(t)
        if depth <= 0 { break }
        k += 1
      }
      skipGroup()
    }
    // Trailing closures: `{ ... }`, then `label: { ... }` as long as they follow.
    guard j < tokens.count, tokens[j].isPunct("{") else { return out }
    skipGroup()
    while j + 2 < tokens.count, let n = tokens[j].identifier, tokens[j + 1].isPunct(":"), tokens[j + 2].isPunct("{") {
      out.append(n)
      j += 2
      skipGroup()
    }
    return out
  }
}
