import ObservatoryEngine

/// The dependency graph as indented text (like `cargo tree`), as a Mermaid flowchart (renders on
/// GitHub) and as Graphviz DOT (for slides). Output is deterministic: nodes and edges keep the
/// order in which the program created them.
public enum GraphRenderer {
  public enum Format: String, Sendable, CaseIterable { case text, mermaid, dot }

  /// Graphs bigger than this are summarised rather than dumped.
  public static let maxNodes = 200

  public static func render(_ g: DependencyGraph, as format: Format, focus: String? = nil) -> String {
    if g.nodes.count > maxNodes {
      if let focus {
        let near = g.around(focus, depth: 1)
        if near.nodes.count <= maxNodes { return render(near, as: format) }
      }
      if format != .text { return render(summaryGraph(g), as: format) }
      return summaryLines(g).joined(separator: "\n") + "\n"
    }
    switch format {
    case .text: return text(g)
    case .mermaid: return mermaid(g)
    case .dot: return dot(g)
    }
  }

  /// A graph too big to draw, as one node per kind and state with counts.
  static func summaryGraph(_ g: DependencyGraph) -> DependencyGraph {
    func key(_ n: DependencyGraph.Node) -> String {
      guard n.kind == .observer else { return n.kind.rawValue }
      let parts = n.detail.components(separatedBy: " · ")
      return "\(parts.first ?? "observer") (\(parts.dropFirst().first?.components(separatedBy: " ").first ?? ""))"
    }
    var counts: [String: Int] = [:]
    var order: [String] = []
    var kinds: [String: DependencyGraph.NodeKind] = [:]
    for n in g.nodes {
      let k = key(n)
      if counts[k] == nil { order.append(k) }
      counts[k, default: 0] += 1
      kinds[k] = n.kind
    }
    var s = DependencyGraph()
    for k in order {
      s.add(.init(id: k, kind: kinds[k] ?? .property, label: "\(counts[k] ?? 0) × \(k)", about: .summary))
    }
    var byID: [String: String] = [:]
    for n in g.nodes { byID[n.id] = key(n) }
    for e in g.edges {
      if let a = byID[e.from], let b = byID[e.to], a != b { s.connect(a, b, e.kind) }
    }
    return s
  }

  static func summaryLines(_ g: DependencyGraph) -> [String] {
    var byKind: [String: Int] = [:]
    var order: [String] = []
    for n in g.nodes {
      let key: String
      switch n.kind {
      case .observer:
        let parts = n.detail.components(separatedBy: " · ")
        key = "\(parts.first ?? "observer") (\(parts.dropFirst().first?.components(separatedBy: " ").first ?? ""))"
      default: key = n.kind.rawValue
      }
      if byKind[key] == nil { order.append(key) }
      byKind[key, default: 0] += 1
    }
    return ["the graph has \(g.nodes.count) nodes and \(g.edges.count) edges — too many to draw; by kind:"]
      + order.map { "  \(String(byKind[$0] ?? 0).leftPadded(6))  \($0)" }
      + ["  (ask for the neighbourhood of one name: #graph(x) or :graph x)"]
  }

  // MARK: - Text

  static func text(_ g: DependencyGraph) -> String {
    guard !g.isEmpty else { return "the graph is empty: nothing has been observed yet\n" }
    var out: [String] = []
    let observers = g.nodes.filter { $0.kind == .observer }
    let props = g.nodes.filter { $0.kind == .property || $0.kind == .computed }
    out.append(
      "dependency graph: \(observers.count) observer\(observers.count == 1 ? "" : "s"), \(props.count) propert\(props.count == 1 ? "y" : "ies")"
    )
    for (k, o) in observers.enumerated() {
      let last = k == observers.count - 1
      out.append((last ? "└─ " : "├─ ") + o.label + " · " + o.detail)
      let sources = inbound(g, o.id)
      var seen: Set<String> = [o.id]
      appendSources(g, sources, prefix: last ? "   " : "│  ", into: &out, seen: &seen)
    }
    let owns = g.edges.filter { $0.kind == .owns }
    if !owns.isEmpty {
      out.append("objects")
      for (k, e) in owns.enumerated() {
        let from = g.node(e.from)
        let to = g.node(e.to)
        out.append(
          (k == owns.count - 1 ? "└─ " : "├─ ")
            + "\(from?.label ?? e.from) (\(from?.detail ?? "")) ─\(e.note ?? "")→ \(to?.label ?? e.to) (\(to?.detail ?? ""))"
        )
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func inbound(_ g: DependencyGraph, _ id: String) -> [DependencyGraph.Edge] {
    g.edges.filter { $0.to == id && $0.kind != .owns }
  }

  static func appendSources(
    _ g: DependencyGraph, _ sources: [DependencyGraph.Edge], prefix: String, into out: inout [String],
    seen: inout Set<String>
  ) {
    for (k, e) in sources.enumerated() {
      let last = k == sources.count - 1
      guard let n = g.node(e.from) else { continue }
      var line = prefix + (last ? "└─ " : "├─ ")
      switch e.kind {
      case .subscribes: line += "holds \(n.label) (\(n.detail)): hears every objectWillChange"
      default:
        line += n.label + (n.kind == .computed ? " (computed)" : "")
        if let note = e.note, n.kind != .computed { line += "  · \(note)" }
      }
      out.append(line)
      if !seen.contains(n.id) {
        seen.insert(n.id)
        appendSources(g, inbound(g, n.id), prefix: prefix + (last ? "   " : "│  "), into: &out, seen: &seen)
      }
    }
  }

  // MARK: - Mermaid

  static func mermaid(_ g: DependencyGraph) -> String {
    var ids: [String: String] = [:]
    for (k, n) in g.nodes.enumerated() { ids[n.id] = "n\(k)" }
    var out = ["flowchart LR"]
    for n in g.nodes {
      let id = ids[n.id]!
      let label = mermaidEscape(n.kind == .observer || n.kind == .object ? "\(n.label) · \(n.detail)" : n.label)
      switch n.kind {
      case .property: out.append("  \(id)[\"\(label)\"]")
      case .computed: out.append("  \(id)[/\"\(label) (computed)\"/]")
      case .observer: out.append("  \(id)([\"\(label)\"]):::\(stateClass(n))")
      case .object: out.append("  \(id)[(\"\(label)\")]")
      }
    }
    for e in g.edges {
      guard let a = ids[e.from], let b = ids[e.to] else { continue }
      switch e.kind {
      case .readBy: out.append("  \(a) --> \(b)")
      case .owns: out.append("  \(a) -. \(mermaidEscape(e.note ?? "owns")) .-> \(b)")
      case .subscribes: out.append("  \(a) == objectWillChange ==> \(b)")
      }
    }
    for (state, colors) in stateColors {
      out.append(
        "  classDef \(state) fill:\(colors.fill),stroke:\(colors.stroke)"
          + (state == "cancelled" ? ",stroke-dasharray: 4 2" : ""))
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// Observer states and their colours, shared by Mermaid and DOT (every state is also written
  /// in the node's label: colour is never the only carrier of meaning).
  static let stateColors: [(state: String, colors: (fill: String, stroke: String))] = [
    ("armed", ("#e8f4ff", "#2b6cb0")), ("fired", ("#fff4e0", "#c05621")), ("cancelled", ("#eeeeee", "#777777")),
    ("dirty", ("#ffe8e8", "#c53030")), ("waiting", ("#e8ffe8", "#2f855a")),
  ]

  /// Mermaid class from the state word in an observer's detail.
  static func stateClass(_ n: DependencyGraph.Node) -> String {
    let d = n.detail
    if d.contains("dirty") { return "dirty" }
    if d.contains("cancelled") || d.contains("finished") { return "cancelled" }
    if d.contains("fired") || d.contains("woken") { return "fired" }
    if d.contains("waiting") { return "waiting" }
    return "armed"
  }

  static func mermaidEscape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "\"": out += "#quot;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "#": out += "#35;"
      default: out.append(c)
      }
    }
    return out
  }

  // MARK: - DOT

  /// Short labels — the name, and for an observer its kind and state (`one-shot · fired`) — so
  /// that the drawing stays legible when it is fitted to a slide; the whole detail (where it was
  /// armed, what it last read) is each node's tooltip, shown on hover.
  static func dot(_ g: DependencyGraph) -> String {
    var ids: [String: String] = [:]
    for (k, n) in g.nodes.enumerated() { ids[n.id] = "n\(k)" }
    var out = [
      "digraph observation {", "  rankdir=LR;", "  node [fontname=\"Helvetica\", fontsize=14];",
      "  edge [fontname=\"Helvetica\", fontsize=12];",
    ]
    for n in g.nodes {
      let id = ids[n.id]!
      let tip = "tooltip=\"\(dotEscape(n.label + (n.detail.isEmpty ? "" : " · " + n.detail)))\""
      let short = n.detail.components(separatedBy: " · ").prefix(2).map { $0.components(separatedBy: " (")[0] }
        .joined(separator: " · ")
      switch n.kind {
      case .property: out.append("  \(id) [shape=box, label=\"\(dotEscape(n.label))\", \(tip)];")
      case .computed:
        out.append("  \(id) [shape=parallelogram, label=\"\(dotEscape(n.label + " (computed)"))\", \(tip)];")
      case .observer:
        let color = stateColors.first { $0.state == stateClass(n) }?.colors.fill ?? "#e8f4ff"
        out.append(
          "  \(id) [shape=box, style=\"rounded,filled\", fillcolor=\"\(color)\", label=\"\(dotEscape(n.label))\\n\(dotEscape(short))\", \(tip)];"
        )
      case .object:
        out.append("  \(id) [shape=folder, label=\"\(dotEscape(n.label))\\n\(dotEscape(short))\", \(tip)];")
      }
    }
    for e in g.edges {
      guard let a = ids[e.from], let b = ids[e.to] else { continue }
      switch e.kind {
      case .readBy: out.append("  \(a) -> \(b);")
      case .owns: out.append("  \(a) -> \(b) [style=dashed, label=\"\(dotEscape(e.note ?? "owns"))\"];")
      case .subscribes: out.append("  \(a) -> \(b) [style=bold, label=\"objectWillChange\"];")
      }
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
  }

  static func dotEscape(_ s: String) -> String {
    s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
