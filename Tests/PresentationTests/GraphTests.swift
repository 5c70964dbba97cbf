import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// The dependency graph in three formats, and the explanations of `:why` / `:whynot`.
@Suite struct GraphTests {
  static let lessons: [String] = {
    let dir = Repository.root.appendingPathComponent("Lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
  }()

  func finalGraph(_ path: String) throws -> DependencyGraph {
    let run = LessonRun(file: try LessonRun.load(path: path), traceEnabled: true)
    run.run()
    #expect(run.error == nil, "\(path): \(run.error?.message ?? "")")
    return DependencyGraph(of: try #require(run.vm))
  }

  @Test func thereAreLessons() { #expect(GraphTests.lessons.count >= 8) }

  @Test(arguments: GraphTests.lessons)
  func everyLessonGraphRendersInAllFormats(_ path: String) throws {
    let g = try finalGraph(path)
    let text = GraphRenderer.render(g, as: .text)
    #expect(!text.isEmpty)
    let mermaid = GraphRenderer.render(g, as: .mermaid)
    try checkMermaid(mermaid, nodes: g.nodes.count <= GraphRenderer.maxNodes ? g.nodes.count : nil)
    let dot = GraphRenderer.render(g, as: .dot)
    try checkDOT(dot)
    // Deterministic: the same lesson gives the same bytes.
    #expect(GraphRenderer.render(try finalGraph(path), as: .dot) == dot)
  }

  /// Structure: a flowchart header, every node declared once before use, every edge between
  /// declared nodes, no raw double quotes inside labels.
  func checkMermaid(_ s: String, nodes: Int?) throws {
    let lines = s.split(separator: "\n").map(String.init)
    guard nodes != nil else { return }  // summarised
    #expect(lines.first == "flowchart LR")
    var declared = Set<String>()
    for l in lines.dropFirst() {
      let t = l.trimmingCharacters(in: .whitespaces)
      if t.hasPrefix("classDef") { continue }
      if let r = t.range(of: #"^n\d+(?=[\[\(])"#, options: .regularExpression) {
        let id = String(t[r])
        #expect(!declared.contains(id), "node \(id) declared twice")
        declared.insert(id)
        let label = t[r.upperBound...]
        let inner = label.dropFirst(2).dropLast(label.hasSuffix(":::armed") ? 0 : 0)
        #expect(inner.filter { $0 == "\"" }.count <= 2, "unescaped quote in \(t)")
      } else {
        let ids = t.matches(of: /n\d+/).map { String($0.output) }
        #expect(ids.count == 2, "edge line: \(t)")
        for id in ids { #expect(declared.contains(id), "edge uses undeclared node \(id)") }
      }
    }
    #expect(declared.count == nodes)
  }

  func checkDOT(_ s: String) throws {
    #expect(s.hasPrefix("digraph observation {"))
    #expect(s.hasSuffix("}\n"))
    var depth = 0
    for c in s {
      if c == "{" { depth += 1 }
      if c == "}" { depth -= 1 }
      #expect(depth >= 0)
    }
    #expect(depth == 0)
    // Graphviz itself must accept it.
    guard let dot = requiredTool("dot", at: ["/usr/bin/dot", "/usr/local/bin/dot"]) else { return }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: dot)
    p.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    p.standardError = output
    try p.run()
    input.fileHandleForWriting.write(s.data(using: .utf8)!)
    try input.fileHandleForWriting.close()
    let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "dot rejected the graph: \(svg.prefix(300))")
    #expect(svg.contains("<svg"))
  }

  @Test func goldenGraphOfTheCartExample() {
    let run = runLesson(
      """
      @Observable final class Cart {
        var items: [String] = []
        var isCheckingOut = false
        var totalItems: Int { items.count }
      }
      let cart = Cart()
      withObservationTracking { _ = cart.totalItems } onChange: { }
      withObservationTracking { _ = cart.isCheckingOut } onChange: { }
      cart.isCheckingOut = true
      """, trace: true)
    let g = DependencyGraph(of: run.vm!)
    #expect(
      GraphRenderer.render(g, as: .text) == """
        dependency graph: 2 observers, 3 properties
        ├─ T1 · one-shot · armed at line 7
        │  └─ cart.totalItems (computed)
        │     └─ cart.items  · read by its getter
        └─ T2 · one-shot · fired (cart.isCheckingOut changed at line 9), cancelled · armed at line 8
           └─ cart.isCheckingOut  · read at line 8

        """)
    #expect(GraphRenderer.render(g.around("cart.isCheckingOut", depth: 1), as: .text).contains("T2"))
    #expect(!GraphRenderer.render(g.around("cart.isCheckingOut", depth: 1), as: .text).contains("T1"))
  }

  @Test func bigGraphsAreSummarised() {
    let run = runLesson(
      """
      @Observable final class Cell { var v = 0 }
      let cells = (0..<120).map { _ in Cell() }
      for c in cells { withObservationTracking { _ = c.v } onChange: { } }
      """, trace: true)
    let g = DependencyGraph(of: run.vm!)
    #expect(g.nodes.count == 240)
    #expect(GraphRenderer.render(g, as: .text).contains("too many to draw"))
    // In Mermaid and DOT the summary is itself a (small) diagram: one node per kind.
    let mermaid = GraphRenderer.render(g, as: .mermaid)
    #expect(mermaid.contains("120 × one-shot (armed)"))
    #expect(mermaid.split(separator: "\n").filter { $0.contains("-->") }.count == 1)
  }

  // MARK: - why / why not: one test per reason

  func explain(_ source: String, whynot name: String) -> String {
    let run = runLesson(source, trace: true)
    #expect(run.error == nil)
    return ExplanationText.lines(Explain.whyNot(run.vm!, name)).joined(separator: "\n")
  }

  static let model = "@Observable final class M { var a = 0; @ObservationIgnored var hidden = 0 }\nlet m = M()\n"

  @Test func whyNotNeverReadInAScope() {
    let s = explain("withObservationTracking { print(1) } onChange: { }\n", whynot: "T1")
    #expect(s.contains("read nothing observable"))
    #expect(s.contains("never read inside a tracking scope"))
  }

  @Test func whyNotReadOutsideTheScope() {
    let s = explain(
      GraphTests.model + "let v = m.a\nwithObservationTracking { print(v) } onChange: { }\nm.a = 1\n", whynot: "T1")
    #expect(s.contains("read outside one: m.a was read at line 3"))
  }

  @Test func whyNotIgnored() {
    let s = explain(
      GraphTests.model + "withObservationTracking { _ = m.hidden } onChange: { }\nm.hidden = 1\n", whynot: "T1")
    #expect(s.contains("@ObservationIgnored"))
  }

  @Test func whyNotAlreadyFired() {
    let s = explain(
      GraphTests.model + "withObservationTracking { _ = m.a } onChange: { }\nm.a = 1\nm.a = 2\n", whynot: "T1")
    #expect(s.contains("one-shot already fired: m.a changed at line 4"))
  }

  @Test func whyNotDifferentInstance() {
    let s = explain(
      GraphTests.model + "let n = M()\nwithObservationTracking { _ = m.a } onChange: { }\nn.a = 1\n", whynot: "T1")
    #expect(s.contains("a different instance: line 5 wrote n.a"))
  }

  @Test func whyNotSameValue() {
    let s = explain(GraphTests.model + "withObservationTracking { _ = m.a } onChange: { }\nm.a = 0\n", whynot: "T1")
    #expect(s.contains("same-value write filtered: line 4"))
  }

  @Test func whyNotLegacyNestedObject() {
    let s = explain(
      """
      final class Child: ObservableObject { @Published var v = 0 }
      final class Parent: ObservableObject { @Published var child = Child() }
      struct V: View {
        @ObservedObject var parent: Parent
        var body: some View { Text("\\(parent.child.v)") }
      }
      let parent = Parent()
      host(V(parent: parent))
      parent.child.v = 1
      settle()
      """, whynot: "V")
    #expect(s.contains("legacy nested object: line 9 changed parent.child.v"))
  }

  @Test func whyNotLoopParkedWithoutDependencies() {
    let s = explain(
      """
      var plain = 1
      let t = Task { for await _ in Observations({ plain }) { } }
      try? await Task.sleep(for: .milliseconds(1))
      plain = 2
      try? await Task.sleep(for: .milliseconds(1))
      """, whynot: "loop #1")
    #expect(s.contains("loop parked with no dependencies"))
  }

  @Test func whyNamesTheWriteAndTheRead() {
    let run = runLesson(
      GraphTests.model + "withObservationTracking {\n  _ = m.a\n} onChange: { }\nm.a = 5\n", trace: true)
    let s = ExplanationText.lines(Explain.why(run.vm!, "T1")).joined(separator: "\n")
    #expect(s.contains("line 6 changed m.a"))
    #expect(s.contains("read m.a at line 4"))
    #expect(ExplanationText.lines(Explain.whyNot(run.vm!, "T9")).first?.contains("no observer is called T9") == true)
  }

  /// Loops that broke out, were cancelled or finished are shown as ended, never as waiting.
  @Test func loopsThatEndedSayHow() {
    let run = runLesson(
      """
      @Observable final class C { var n = 0 }
      let c = C()
      let broke = Task { for await v in Observations({ c.n }) { if v == 1 { break } } }
      let cancelled = Task { for await _ in Observations({ c.n }) { } }
      let finished = Task { for await _ in Observations.untilFinished({ c.n >= 1 ? .finish : .next(c.n) }) { } }
      try? await Task.sleep(for: .milliseconds(1))
      c.n = 1
      try? await Task.sleep(for: .milliseconds(1))
      cancelled.cancel()
      try? await Task.sleep(for: .milliseconds(1))
      """, trace: true)
    #expect(run.error == nil)
    let vm = run.vm!
    let graph = GraphRenderer.render(DependencyGraph(of: vm), as: .text)
    #expect(graph.contains("loop #1 · Observations loop · ended: its for-await loop exited (break, return or throw)"))
    #expect(graph.contains("loop #2 · Observations loop · cancelled: its task was cancelled while it waited (R22)"))
    #expect(graph.contains("loop #3 · Observations loop · finished: its closure returned .finish (R22)"))
    #expect(!graph.contains("waiting"))
    let whyNot = ExplanationText.lines(Explain.whyNot(vm, "loop #1")).joined(separator: "\n")
    #expect(whyNot.contains("loop #1 has ended"))
    #expect(!whyNot.contains("a different instance"))
    #expect(
      ExplanationText.lines(Explain.why(vm, "loop #2")).last?.contains("has ended since: its task was cancelled")
        == true)
  }

  /// Handouts, the JSON stream and `:export` show each statement as written.
  @Test func handoutsAndJSONKeepTheSourceAsWritten() {
    let run = runLesson("@Observable final class C { var n = 0 }\nlet c = C()\nvar total = 0, other = 1\n", trace: true)
    #expect(EventJSON.lines(run).contains(#""source":"let c = C()""#))
    #expect(EventJSON.lines(run).contains(#""source":"var total = 0""#))
    #expect(Handout.markdown(run).contains("let c = C()\nvar total = 0"))
  }

  /// Runs of like nodes are drawn as one, but never so that an edge claims more than it holds:
  /// the tile that stands apart (it re-ran) points at its own metric, not at all ten.
  @Test func collapsingKeepsEachEdgeToWhatItReads() {
    var g = DependencyGraph()
    g.add(.init(id: "store", kind: .object, label: "store", about: .instance(className: "Store")))
    for i in 0..<10 {
      let status = ObserverStatus(
        kind: .view, state: i == 3 ? .dirty : .clean, cause: nil, fireCount: 0, readNothing: false, ending: nil,
        armedLine: nil)
      g.add(.init(id: "tile\(i)", kind: .observer, label: "Tile[\(i)]", about: .observer(status)))
      g.add(.init(id: "metric\(i)", kind: .property, label: "store.metrics[\(i)].value", about: .none))
      g.connect("metric\(i)", "tile\(i)", .readBy)
    }
    let c = g.collapsed()
    let label = Dictionary(uniqueKeysWithValues: c.nodes.map { ($0.id, $0.label) })
    let edges = Set(c.edges.map { "\(label[$0.from]!) → \(label[$0.to]!)" })
    #expect(
      edges == [
        "store.metrics[0…2, 4…9].value ×9 → Tile[0…2, 4…9] ×9", "store.metrics[3].value → Tile[3]",
      ])
    #expect(c.nodes.count == 5)
  }
}
