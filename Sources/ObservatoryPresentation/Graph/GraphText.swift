import ObservatoryEngine

extension DependencyGraph.Node {
  /// What the node says besides its label: for observers kind and state (`one-shot · fired`), for
  /// objects the class.
  public var detail: String {
    switch about {
    case .none: return ""
    case .computed: return "computed"
    case .observableObject: return "ObservableObject"
    case .instance(let className): return className
    case .summary: return "summary"
    case .observer(let s):
      let armedWord =
        s.kind == .view ? "body last ran at line" : s.kind == .loop ? "last evaluated at line" : "armed at line"
      let head = ExplanationText.name(s.kind) + " · "
      if s.state == .armed, let l = s.armedLine { return head + "\(armedWord) \(l)" }
      return head + ExplanationText.state(s) + (s.armedLine.map { " · \(armedWord) \($0)" } ?? "")
    }
  }
}

extension DependencyGraph.Edge {
  /// What the edge says besides its kind: `read at line 4`, `read by its getter`, the property
  /// through which one object owns another.
  public var note: String? {
    switch about {
    case nil: return nil
    case .readByGetter?: return "read by its getter"
    case .readAt(let line)?: return "read at line \(line)"
    case .property(let name)?: return name
    }
  }
}
