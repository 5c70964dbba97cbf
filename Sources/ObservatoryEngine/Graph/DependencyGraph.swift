/// The dependency graph at one moment: properties (named by the access path the learner wrote),
/// the observers that read them (tracking scopes, `Observations` loops, view bodies, legacy views
/// holding an `ObservableObject`) with their state, computed properties as the step between, and
/// which object owns which.
public struct DependencyGraph: Sendable {
  public enum NodeKind: String, Sendable { case property, computed, observer, object }
  /// What a node says besides its label, as data (`ObservatoryPresentation` words it).
  public enum NodeDetail: Sendable, Hashable {
    /// A stored property.
    case none
    /// A computed property, the step between the properties its getter reads and an observer.
    case computed
    /// An observer: its kind and state.
    case observer(ObserverStatus)
    /// A legacy `ObservableObject` a view or sink holds.
    case observableObject
    /// An object, by its class.
    case instance(className: String)
    /// A node standing for many (a graph too big to draw, summarised).
    case summary
  }
  public struct Node: Sendable, Equatable {
    public let id: String
    public let kind: NodeKind
    public let label: String
    /// For observers: kind and state (`one-shot · fired`); for objects: the class.
    public let about: NodeDetail

    package init(id: String, kind: NodeKind, label: String, about: NodeDetail) {
      self.id = id
      self.kind = kind
      self.label = label
      self.about = about
    }
  }
  public enum EdgeKind: String, Sendable {
    /// A property → the observer that read it (or the computed property built on it).
    case readBy = "read by"
    /// An object → the object its property holds.
    case owns
    /// A legacy object → a view that holds it (hears every objectWillChange).
    case subscribes = "objectWillChange"
  }
  /// What an edge says besides its kind.
  public enum EdgeNote: Sendable, Hashable {
    /// A stored property read by a computed property's getter.
    case readByGetter
    /// A property read by an observer at this line.
    case readAt(line: Int)
    /// An object owning another through this property.
    case property(String)
  }
  public struct Edge: Sendable, Hashable {
    public let from: String
    public let to: String
    public let kind: EdgeKind
    public let about: EdgeNote?
  }

  public private(set) var nodes: [Node] = []
  public private(set) var edges: [Edge] = []
  private var index: [String: Int] = [:]
  /// The edges as a set, so that adding one is not a search of all of them (a lesson that armed
  /// 20,000 trackings made the graph quadratic).
  private var edgeSet: Set<Edge> = []

  package init() {}

  package mutating func add(_ n: Node) {
    guard index[n.id] == nil else { return }
    index[n.id] = nodes.count
    nodes.append(n)
  }

  package mutating func connect(_ from: String, _ to: String, _ kind: EdgeKind, about: EdgeNote? = nil) {
    let e = Edge(from: from, to: to, kind: kind, about: about)
    if edgeSet.insert(e).inserted { edges.append(e) }
  }

  package func node(_ id: String) -> Node? { index[id].map { nodes[$0] } }

  /// The part of the graph within `depth` edges of the nodes matching `focus` (an observer, a
  /// property path, or an object and its properties), in both directions.
  public func around(_ focus: String, depth: Int = 2) -> DependencyGraph {
    let seeds = nodes.filter { n in
      n.label == focus || n.id == focus || n.label.hasPrefix(focus + ".") || n.label.hasPrefix(focus + "[")
    }.map(\.id)
    var keep = Set(seeds)
    var frontier = Set(seeds)
    for _ in 0..<max(0, depth) {
      var next = Set<String>()
      for e in edges {
        if frontier.contains(e.from) && !keep.contains(e.to) { next.insert(e.to) }
        if frontier.contains(e.to) && !keep.contains(e.from) { next.insert(e.from) }
      }
      keep.formUnion(next)
      frontier = next
    }
    var g = DependencyGraph()
    for n in nodes where keep.contains(n.id) { g.add(n) }
    for e in edges where keep.contains(e.from) && keep.contains(e.to) {
      g.connect(e.from, e.to, e.kind, about: e.about)
    }
    return g
  }

  public var isEmpty: Bool { nodes.isEmpty }
}

extension DependencyGraph {
  /// The graph as the runtime of `vm` stands now.
  public init(of vm: VM) {
    self.init(history: vm.observerHistory, program: vm.program)
  }

  /// The observers `history` recorded, and who owns whom among the objects `program`'s globals
  /// hold.
  init(history: ObservationHistory, program: Program) {
    self.init()
    for o in history.allObservers {
      add(.init(id: "obs:" + o.label, kind: .observer, label: o.label, about: .observer(o.status)))
      let viaComputed = Set(o.computed.flatMap(\.from))
      for c in o.computed {
        add(.init(id: "prop:" + c.label, kind: .computed, label: c.label, about: .computed))
        connect("prop:" + c.label, "obs:" + o.label, .readBy)
        for s in c.from {
          add(.init(id: "prop:" + s, kind: .property, label: s, about: .none))
          connect("prop:" + s, "prop:" + c.label, .readBy, about: .readByGetter)
        }
      }
      for r in o.reads {
        add(.init(id: "prop:" + r.label, kind: .property, label: r.label, about: .none))
        if !viaComputed.contains(r.label) || o.computed.isEmpty {
          connect("prop:" + r.label, "obs:" + o.label, .readBy, about: r.line.map { .readAt(line: $0) })
        }
      }
      for held in o.holds {
        add(.init(id: "obj:" + held, kind: .object, label: held, about: .observableObject))
        connect("obj:" + held, "obs:" + o.label, .subscribes)
      }
    }
    addOwnership(program)
  }

  /// Objects named by globals own the objects their properties hold (`room` → `room.player`).
  private mutating func addOwnership(_ program: Program) {
    var owners: [String: Instance] = [:]
    func visit(_ v: Value, depth: Int) {
      guard depth < 4, case .object(let o) = v, owners[o.label] == nil else { return }
      owners[o.label] = o
      for f in o.cls.fields { visit(o.fields[f.index], depth: depth + 1) }
    }
    for (k, name) in program.globalNames.enumerated() where k < program.globals.count {
      _ = name
      visit(program.globals[k], depth: 0)
    }
    let propertyOwners = Set(
      nodes.filter { $0.kind != .observer && $0.kind != .object }.compactMap { n -> String? in
        guard let dot = n.label.lastIndex(of: ".") else { return nil }
        return String(n.label[..<dot])
      })
    for (label, o) in owners.sorted(by: { $0.key < $1.key })
    where propertyOwners.contains(label) || node("obj:" + label) != nil {
      for f in o.cls.fields {
        guard case .object(let child) = o.fields[f.index],
          propertyOwners.contains(child.label) || node("obj:" + child.label) != nil
        else { continue }
        add(.init(id: "obj:" + label, kind: .object, label: label, about: .instance(className: o.cls.name)))
        add(
          .init(
            id: "obj:" + child.label, kind: .object, label: child.label, about: .instance(className: child.cls.name)))
        connect("obj:" + label, "obj:" + child.label, .owns, about: .property(f.name))
      }
    }
  }
}
