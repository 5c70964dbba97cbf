import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryVerification
@testable import TestSupport

/// The traced export relies on what the real `@Observable` macro writes (`TracedExport.swift`):
/// that its code reaches the registrar only through `Observation.ObservationRegistrar()` and the
/// four calls `_TracedRegistrar` reports (`access`, `willSet`, `didSet`, `withMutation`), that
/// it names nothing else through the module's name than the prelude's `enum Observation`
/// declares, and that the properties it tracks are the ones the export lists by key path. The
/// installed compiler's own expansion (`MacroExpansion`, from `swiftc -dump-macro-expansions`) of
/// a traced program with every kind of class and property is checked against all three, so the
/// trace cannot drift from the macro.
@Suite struct TraceMacroTests {
  static let program = """
    @Observable final class Plain {
      var untyped = 0
      var typed: String = ""
      var optional: Int? = nil
      var observed = 1 { willSet { print("will") } didSet { print("did") } }
      @ObservationIgnored var ignored = 0
      let constant = 1
      static var shared = 0
      var computed: Int { untyped + 1 }
    }
    @MainActor @Observable final class Isolated: CustomStringConvertible {
      var items: [String] = []
      var description: String { "\\(items)" }
    }
    @Observable final class Box<T> { var value: T; init(_ value: T) { self.value = value } }
    struct Outer { @Observable final class Inner { var n = 0 } }
    @Observable class OneLine { var a = 1; var b = 2 }
    let p = Plain()
    withObservationTracking { _ = p.untyped } onChange: { print("changed") }
    p.untyped = 1
    print(Box(1).value, Outer.Inner().n, OneLine().a)
    """

  /// The names the prelude's `enum Observation` declares.
  static let shadowed: Set<String> = ["Observable", "ObservationRegistrar", "Observations", "withObservationTracking"]

  @Test func theTraceUsesWhatTheRealMacroWritesAndNothingElse() throws {
    let toolchain = try #require(ConformanceTests.toolchain)
    for name in TraceMacroTests.shadowed {
      #expect(Prelude.trace.contains(name == "withObservationTracking" ? "static func \(name)" : "typealias \(name)"))
    }
    let file = SourceFile(path: "kinds.swift", text: TraceMacroTests.program)
    let export = try SwiftExport.export(file, traced: true)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-trace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("main.swift").path
    try export.source.write(toFile: path, atomically: true, encoding: .utf8)
    let r = Subprocess.run(
      toolchain.swiftc,
      ["-swift-version", "5", "-module-name", "main", "-typecheck", "-Xfrontend", "-dump-macro-expansions", path],
      timeout: 300)
    let dump = String(decoding: r.stderr, as: UTF8.self)
    #expect(
      r.status == 0, "the traced program type-checks: \(dump.split(separator: "\n").filter { $0.contains("error") })")
    let expansion = MacroExpansion.parse(dump)
    let classes = try LargeStack.run { SwiftExport.observableClasses(in: try Parser.parse(file)) }
    #expect(Set(classes.map(\.name)) == ["Plain", "Isolated", "Box", "Inner", "OneLine"])
    for type in expansion.observableTypes {
      let name = String(type.split(separator: ".").last ?? "")
      guard let listed = classes.first(where: { $0.name == name }) else { continue }
      let buffers = expansion.buffers(of: type)
      let code = buffers.map(\.code).joined(separator: "\n")
      // The registrar is the module's, reached through its name.
      #expect(code.contains("_$observationRegistrar = Observation.ObservationRegistrar()"), "\(type)")
      for call in matches(of: "_$observationRegistrar.", in: code) {
        #expect(["access", "willSet", "didSet", "withMutation"].contains(call), "\(type): registrar.\(call)")
      }
      for qualified in matches(of: "Observation.", in: code) {
        #expect(TraceMacroTests.shadowed.contains(qualified), "\(type): Observation.\(qualified)")
      }
      // The tracked properties are the ones the export names.
      let tracked = buffers.filter { $0.macro == "ObservationTracked" && $0.role == .accessor }.compactMap(\.path.last)
      let says = "\(type): the macro tracks \(tracked), the export lists \(listed.properties)"
      #expect(Set(tracked) == Set(listed.properties), "\(says)")
      if name == "Plain" { #expect(Set(tracked) == ["untyped", "typed", "optional", "observed"], "\(says)") }
    }
    #expect(expansion.observableTypes.count == 5, "\(expansion.observableTypes)")
  }

  /// The identifiers that follow each `prefix` in `code`.
  func matches(of prefix: String, in code: String) -> [String] {
    var out: [String] = []
    var rest = Substring(code)
    while let r = rest.range(of: prefix) {
      let before = rest[..<r.lowerBound].last
      rest = rest[r.upperBound...]
      if let b = before, b.isLetter || b.isNumber || b == "_" { continue }
      out.append(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return out
  }
}
