import Foundation
import ObservatoryEngine

/// The instrumented export that `observatory verify` builds (`SwiftExport.export(file, traced:
/// true)`; `observatory export --swift --traced` writes it): the plain export, plus the prelude's
/// trace part (`Prelude/PreludeTrace.swift`), which reports the real runtime's events on standard
/// error. The lesson's own text changes only where the trace must see through it:
/// - each `@Observable` class lists its stored properties' names by key path (a member after its
///   `{`, and `_ObservatoryNamed` in its inheritance clause): a key path to a tracked property is
///   a computed one, which Swift cannot name at run time;
/// - `withObservationTracking` and `Observations` become `Playground.withObservationTracking` and
///   `Playground.Observations`, which wrap the real ones.
/// The `@Observable` macro itself is the real one, expanded by the compiler: its registrar is
/// reached through the module's name, which the prelude shadows (`enum Observation`).
extension SwiftExport {
  /// What the trace cannot follow in a lesson: the lesson is then built without it, and only its
  /// output is compared.
  public struct TraceUnsupported: Error, CustomStringConvertible {
    public let description: String
  }

  /// FNV-1a (64 bits, hexadecimal) of the lesson's text: a recording that names another hash was
  /// made from another program (another lesson, or an edited one).
  static func sourceHash(_ bytes: [UInt8]) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// An `@Observable` class of the lesson: where its name is, and its tracked stored properties.
  struct ObservableClass {
    let name: String
    let nameStart: Int
    let properties: [String]
    /// The lesson class it inherits from, if any.
    let superclass: String?
  }

  /// Every `@Observable` class the lesson declares (top level, nested or local).
  static func observableClasses(in stmts: [Stmt]) -> [ObservableClass] {
    final class Sink { var found: [ObservableClass] = [] }
    let sink = Sink()
    var walk = SyntaxWalk()
    walk.visitType = { t in
      guard t.kind == .class, t.modifiers.has("Observable") else { return }
      var names: [String] = []
      for m in t.members {
        guard case .property(let v) = m, !v.isLet, !v.modifiers.isStatic, !v.modifiers.has("ObservationIgnored"),
          v.accessors?.getter == nil, case .name(let n) = v.pattern
        else { continue }
        names.append(n)
      }
      sink.found.append(
        ObservableClass(name: t.name, nameStart: t.nameStart, properties: names, superclass: t.inherited.first))
    }
    walk.walk(stmts)
    return sink.found
  }
}

extension SwiftExport.Lesson {
  /// The trace's edits of the lesson (see `TracedExport.swift`): the property names of each
  /// `@Observable` class, and the renamed tracking functions.
  func makeTraceEdits(_ classes: [SwiftExport.ObservableClass]) throws -> [Edit] {
    var out: [Edit] = []
    let tokens = scan.tokens
    let observable = Set(classes.map(\.name))
    for c in classes {
      guard let at = tokens.firstIndex(where: { $0.start == c.nameStart }) else { continue }
      // A subclass of a lesson's @Observable class has its conformance from it: its names cannot
      // be listed apart (a static member of the same name), so the trace cannot name them.
      if let s = c.superclass, observable.contains(s) {
        throw SwiftExport.TraceUnsupported(
          description: "the @Observable class \(c.name) inherits from the @Observable class \(s)")
      }
      // The class's `{`, and whether an inheritance clause comes before it.
      var j = at + 1
      var angle = 0
      var hasClause = false
      var whereAt: Int? = nil
      while j < tokens.count, !tokens[j].isPunct("{") {
        if case .eof = tokens[j].kind { break }
        if tokens[j].isPunct("<") { angle += 1 }
        if tokens[j].isPunct(">") { angle -= 1 }
        if angle == 0 && tokens[j].isPunct(":") && whereAt == nil { hasClause = true }
        if tokens[j].isKeyword(.where) && whereAt == nil { whereAt = j }
        j += 1
      }
      guard j < tokens.count, tokens[j].isPunct("{") else { continue }
      let clauseEnd = tokens[(whereAt ?? j) - 1].end
      let loc = SourceLoc(file, clauseEnd)
      out.append(
        Edit(start: clauseEnd, end: clauseEnd) {
          $0.write(hasClause ? ", _ObservatoryNamed" : ": _ObservatoryNamed", for: loc)
        })
      let open = tokens[j].end
      let entries = c.properties.map { "\\\(c.name).\($0): \(SwiftExport.literal($0))" }
      let table =
        " nonisolated static var _observatoryNames: [AnyKeyPath: String] { ["
        + (entries.isEmpty ? ":" : entries.joined(separator: ", ")) + "] };"
      out.append(Edit(start: open, end: open) { $0.write(table, for: SourceLoc(file, open)) })
    }
    // The tracking functions, where the lesson does not declare names of its own like them.
    let wrapped: Set<String> = ["withObservationTracking", "Observations"]
    for n in wrapped where scan.declaredTypes.contains(n) || declaredNames().contains(n) {
      throw SwiftExport.TraceUnsupported(description: "the lesson declares its own \(n)")
    }
    for (i, t) in tokens.enumerated() {
      guard let n = t.identifier, wrapped.contains(n), i == 0 || !tokens[i - 1].isPunct(".") else { continue }
      let loc = SourceLoc(file, t.start)
      out.append(Edit(start: t.start, end: t.start) { $0.write("Playground.", for: loc) })
    }
    return out
  }
}

extension Prelude {
  /// The view host's prelude with its body tracking reported (`Playground.bodyTracking`): the one
  /// line it changes must be there once.
  static func tracedViews() throws -> String {
    let plain = "let body: any View = withObservationTracking {"
    let traced = "let body: any View = Playground.bodyTracking(node.typeName) {"
    guard views.components(separatedBy: plain).count == 2 else {
      throw SwiftExport.TraceUnsupported(description: "the view host's body tracking is not where the trace expects it")
    }
    return views.replacingOccurrences(of: plain, with: traced)
  }

  /// `withTracking` through the traced `withObservationTracking`, with the line it is called on.
  static func tracedWithTracking() throws -> String {
    let edits = [
      (
        "onChange: @autoclosure () -> @Sendable () -> Void) -> T {",
        "onChange: @autoclosure () -> @Sendable () -> Void, line: Int = #line) -> T {"
      ),
      (
        "withObservationTracking(apply, onChange: onChange())",
        "Playground.withObservationTracking(apply, onChange: onChange(), line: line)"
      ),
    ]
    var text = withTracking
    for (plain, traced) in edits {
      guard text.components(separatedBy: plain).count == 2 else {
        throw SwiftExport.TraceUnsupported(description: "withTracking is not written as the trace expects")
      }
      text = text.replacingOccurrences(of: plain, with: traced)
    }
    return text
  }
}
