/// A simulated SwiftUI host (docs/rules.md, "SwiftUI. Implication for simulating SwiftUI body re-evaluation").
///
/// * A body runs under a persistent willSet tracking (R10): any willSet of a property it read
///   marks the view dirty. Nothing re-runs inside willSet.
/// * A view holding an `ObservableObject` (`@ObservedObject`, `@StateObject`,
///   `@EnvironmentObject`) is marked dirty by every `objectWillChange` of that object.
/// * `settle()` is one render pass: each dirty body runs once, parents first, with fresh
///   tracking. A child runs again only if it is dirty or its parent gave it different inputs
///   (values by equality, objects by identity).
package final class ViewHost {
  package final class Node {
    var view: Value
    let typeName: String
    package var label: String
    var children: [Node] = []
    var childIDs: [Value?] = []
    var dirty = false
    var tracking: Tracking?
    /// `@State` / `@StateObject` storage, by field index: kept across re-creations of the view.
    var state: [Int: Value] = [:]
    var environment: [String: Instance] = [:]
    var bodyCount = 0
    let isLegacy: Bool
    weak var parent: Node?
    /// How many views enclose this one (0 for a hosted root).
    var depth = 0

    init(view: Value, typeName: String, label: String, isLegacy: Bool) {
      self.view = view
      self.typeName = typeName
      self.label = label
      self.isLegacy = isLegacy
    }
  }

  unowned let vm: VM
  var roots: [Node] = []
  /// Body evaluations per view type since the last reset (what `bodyCounts` shows).
  var counts: [String: Int] = [:]
  var countOrder: [String] = []
  private var labelsInUse: [String: Int] = [:]

  init(vm: VM) { self.vm = vm }

  /// Views may nest this deep. Rendering recurses once per level, so a body that contains its
  /// own view (`struct V: View { var body: some View { V() } }`) must end here, not in a crash.
  static let maxDepth = 500

  /// The error for a tree deeper than `maxDepth`, naming the view that repeats, if one does.
  private func tooDeep(_ node: Node) -> Fault {
    var types: [String] = []
    var n: Node? = node
    while let m = n, types.count < 8 {
      types.append(m.typeName)
      n = m.parent
    }
    let repeating = Set(types).count == 1 ? types[0] : nil
    return Fault(
      "views nest more than \(ViewHost.maxDepth) deep"
        + (repeating.map { ": the body of '\($0)' contains a '\($0)', which contains another, without end" } ?? ""),
      hint: repeating != nil
        ? "Swift rejects a body that contains its own view type unconditionally; "
          + "make the inner view depend on data that runs out (an `if`, or a ForEach over fewer items)"
        : "look for views whose bodies contain each other without end")
  }

  var trace: Trace { vm.trace }

  // MARK: - host / settle

  /// `host(view)`: mounts a view tree and renders it once.
  func host(_ view: Value) throws {
    guard Builtins.isView(view) else { throw Fault("host(_:) takes a view, not '\(valueTypeName(view))'") }
    let root = makeNode(view, parent: nil, index: nil)
    roots.append(root)
    trace.record(.view(.mounts(view: root.label)))
    try render(root)
  }

  /// `settle()`: one render pass over every hosted tree.
  func settle() throws {
    var rendered: [String] = []
    for root in roots { try settle(root, &rendered) }
    trace.record(.view(.settles(rendered: rendered)))
  }

  private func settle(_ node: Node, _ rendered: inout [String]) throws {
    if node.dirty {
      try render(node, &rendered)
    } else {
      for child in node.children { try settle(child, &rendered) }
    }
  }

  func resetCounts() {
    counts = [:]
    countOrder = []
    for root in roots { resetCounts(root) }
    publishCounts()
  }

  private func resetCounts(_ n: Node) {
    n.bodyCount = 0
    for c in n.children { resetCounts(c) }
  }

  // MARK: - Rendering

  private func render(_ node: Node) throws {
    var rendered: [String] = []
    try render(node, &rendered)
  }

  /// Evaluates a node (a body, or a builtin view's content) and reconciles its children.
  private func render(_ node: Node, _ rendered: inout [String]) throws {
    node.dirty = false
    if node.depth >= ViewHost.maxDepth { throw tooDeep(node) }
    switch node.view {
    case .structValue(var s) where s.type.conformances.contains("View"):
      try prepare(node, &s)
      node.view = .structValue(s)
      guard case .computed(let getter, _)? = s.type.member(Sym.body.rawValue) else {
        throw Fault("view '\(s.type.name)' has no body: add `var body: some View { ... }`")
      }
      if let old = node.tracking { old.cancel() }
      let id = vm.runtime.nextTrackingId()
      let (body, list) = try vm.runtime.tracking(label: node.label) {
        try vm.callProto(getter, receiver: node.view, [])
      }
      if !list.isEmpty {
        let tracking = Tracking(
          id: id, label: node.label,
          handler: .custom { [weak self, weak node] t, change in
            guard let self, let node else { return }
            self.invalidate(node, by: t, change)
          }, line: vm.currentLine() ?? 0, reads: vm.runtime.readLabels(list))
        vm.runtime.install(tracking, over: list, willSet: true, didSet: false)
        node.tracking = tracking
      } else {
        node.tracking = nil
        vm.runtime.history?.armed(node.label, kind: .view, reads: [], line: nil)
      }
      node.bodyCount += 1
      if counts[s.type.name] == nil { countOrder.append(s.type.name) }
      counts[s.type.name, default: 0] += 1
      publishCounts()
      rendered.append(node.label)
      trace.record(
        .body(
          view: node.label, count: node.bodyCount, legacy: node.isLegacy,
          reads: vm.runtime.readLabels(list)))
      try reconcile(node, Builtins.flattenGroups([body]), ids: nil, &rendered)
    case .host(let b as BuiltinView):
      switch b.kind {
      case .forEach:
        guard let content = b.content else { return }
        let children = try b.data.map { try vm.callValue(content, [$0]) }
        let ids: [Value?] = b.data.enumerated().map { i, x in b.usesElementIDs ? x : .int(i) }
        try reconcile(node, Builtins.flattenGroups(children), ids: ids, &rendered)
      case .environment:
        if let o = b.environmentObject { node.environment[o.cls.name] = o }
        try reconcile(node, b.children, ids: nil, &rendered)
      default:
        try reconcile(node, b.children, ids: nil, &rendered)
      }
    default:
      throw Fault("'\(valueTypeName(node.view))' is not a view")
    }
  }

  /// Injects `@State` storage and `@Environment` objects, and subscribes to legacy objects.
  private func prepare(_ node: Node, _ s: inout StructValue) throws {
    for f in s.type.fields {
      let wrapper = f.attributes
      if wrapper.contains("State") || wrapper.contains("StateObject") {
        if let kept = node.state[f.index] { s.fields[f.index] = kept } else { node.state[f.index] = s.fields[f.index] }
      }
      var envType = wrapper.first(where: { $0.hasPrefix("Environment:") }).map {
        String($0.dropFirst("Environment:".count))
      }
      if wrapper.contains("EnvironmentObject"), case .named(let n, _)? = f.declaredType { envType = n }
      if let typeName = envType {
        guard let o = lookupEnvironment(node, typeName) else {
          throw Fault(
            "no \(typeName) in the environment of \(node.label)",
            hint:
              "provide it on an ancestor: SomeView().environment(\(typeName.prefix(1).lowercased() + typeName.dropFirst())))"
          )
        }
        s.fields[f.index] = .object(o)
      }
      if wrapper.contains("ObservedObject") || wrapper.contains("StateObject") || wrapper.contains("EnvironmentObject")
      {
        if case .object(let o) = s.fields[f.index] {
          subscribe(node, to: o)
          if let record = vm.runtime.history?.observer(node.label, kind: .view), !record.holds.contains(o.label) {
            record.holds.append(o.label)
          }
        }
      }
    }
  }

  private func lookupEnvironment(_ node: Node, _ typeName: String) -> Instance? {
    var n: Node? = node
    while let cur = n {
      if let o = cur.environment[typeName] { return o }
      n = cur.parent
    }
    return nil
  }

  /// Matches new child views to existing nodes (by position, or by id in a ForEach) and renders
  /// what is new, dirty, or has different inputs.
  private func reconcile(_ node: Node, _ views: [Value], ids: [Value?]?, _ rendered: inout [String]) throws {
    let old = node.children
    var byID: [HashKey: Int] = [:]
    for (k, id) in node.childIDs.enumerated() { if let id { byID[HashKey(id)] = k } }
    var used = Set<Int>()
    var next: [Node] = []
    var toRender = Set<ObjectIdentifier>()
    var toSettle = Set<ObjectIdentifier>()
    var sameTypeCount: [String: Int] = [:]
    for v in views { sameTypeCount[ViewHost.typeName(of: v), default: 0] += 1 }
    for (i, v) in views.enumerated() {
      let id = ids?[i]
      var match: Int? = nil
      if let id {
        match = byID[HashKey(id)]
      } else if i < old.count, node.childIDs[i] == nil {
        match = i
      }
      if let m = match, !used.contains(m), old[m].typeName == ViewHost.typeName(of: v) {
        used.insert(m)
        let child = old[m]
        if !viewInputsEqual(child.view, v) {
          child.view = v
          toRender.insert(ObjectIdentifier(child))
        } else if child.dirty {
          toRender.insert(ObjectIdentifier(child))
        } else {
          toSettle.insert(ObjectIdentifier(child))
        }
        next.append(child)
      } else {
        // Siblings get an index only where it tells them apart: ForEach ids, or same-type siblings.
        let sameType = (sameTypeCount[ViewHost.typeName(of: v)] ?? 0) > 1
        // An object id has no printable value: the row is named by its position (`ModernRow[7]`).
        var index = id ?? (sameType ? .int(i) : nil)
        if case .object? = id?.unwrapped { index = .int(i) }
        let child = makeNode(v, parent: node, index: index)
        next.append(child)
        toRender.insert(ObjectIdentifier(child))
      }
    }
    for (k, gone) in old.enumerated() where !used.contains(k) { unmount(gone) }
    node.children = next
    node.childIDs = ids ?? Array(repeating: nil, count: next.count)
    for child in next {
      if toRender.contains(ObjectIdentifier(child)) {
        try render(child, &rendered)
      } else if toSettle.contains(ObjectIdentifier(child)) {
        try settle(child, &rendered)
      }
    }
  }

  private func unmount(_ n: Node) {
    n.tracking?.cancel()
    n.tracking = nil
    for c in n.children { unmount(c) }
  }

  private func makeNode(_ v: Value, parent: Node?, index: Value?) -> Node {
    let type = ViewHost.typeName(of: v)
    var label = type
    if let index, case .structValue = v { label = "\(type)[\(describePlain(index))]" }
    if case .structValue = v {
      labelsInUse[label, default: 0] += 1
      if let n = labelsInUse[label], n > 1 { label += "#\(n)" }
    }
    var legacy = false
    if case .structValue(let s) = v {
      legacy = s.type.fields.contains {
        $0.attributes.contains("ObservedObject") || $0.attributes.contains("StateObject")
          || $0.attributes.contains("EnvironmentObject")
      }
    }
    let node = Node(view: v, typeName: type, label: label, isLegacy: legacy)
    node.parent = parent
    node.depth = parent.map { $0.depth + 1 } ?? 0
    return node
  }

  static func typeName(of v: Value) -> String {
    switch v {
    case .structValue(let s): return s.type.name
    case .host(let b as BuiltinView): return b.typeName
    default: return valueTypeName(v)
    }
  }

  // MARK: - Invalidation

  /// The willSet of a property a body read: the view is dirty; it re-runs at the next settle().
  private func invalidate(_ node: Node, by tracking: Tracking, _ change: Change) {
    guard tracking === node.tracking else {
      // A tracking left over from an earlier render (p20's generation check).
      tracking.cancel()
      return
    }
    let line = tracking.line(of: change.object, change.field)
    if let o = vm.runtime.history?.find(node.label) {
      o.state = .dirty
      o.lastCause = (change.label, trace.currentLine())
    }
    if !node.dirty {
      node.dirty = true
      trace.record(.view(.dirty(view: node.label, change: change.label, readAt: line)))
    } else {
      trace.record(.view(.alreadyDirty(view: node.label, change: change.label)))
    }
  }

  /// Legacy: every `objectWillChange` of `object` marks each subscribed view dirty.
  func subscribe(_ node: Node, to object: Instance) {
    let legacy = object.legacy
    if !legacy.views.contains(where: { $0.node === node }) { legacy.views.append(WeakNode(node)) }
  }

  /// Marks the views subscribed to an object's `objectWillChange`; returns their labels.
  func legacyWillChange(_ object: Instance) -> [String] {
    let legacy = object.legacy
    legacy.views.removeAll { $0.node == nil }
    var marked: [String] = []
    for w in legacy.views {
      guard let n = w.node else { continue }
      if !n.dirty {
        n.dirty = true
        marked.append(n.label)
        if let o = vm.runtime.history?.find(n.label) {
          o.state = .dirty
          o.lastCause = ("\(object.label).objectWillChange", trace.currentLine())
        }
      }
    }
    return marked
  }

  // MARK: - Counts and screen

  /// Keeps the lesson-visible `bodyCounts` dictionary up to date.
  func publishCounts() {
    var d = DictStorage()
    for name in countOrder { if let c = counts[name] { d.set(.string(name), .int(c)) } }
    if let g = vm.program.globalIndex["bodyCounts"] { vm.program.globals[g] = .dict(d) }
  }

  /// `#counts`: body evaluations per view type and per instance.
  package func countsTable() -> Explanation {
    var perType: [String: [BodyCount.Instance]] = [:]
    var order: [String] = []
    func walk(_ n: Node) {
      if case .structValue = n.view {
        if perType[n.typeName] == nil { order.append(n.typeName) }
        perType[n.typeName, default: []].append(BodyCount.Instance(label: n.label, runs: n.bodyCount))
      }
      for c in n.children { walk(c) }
    }
    for r in roots { walk(r) }
    guard !order.isEmpty else { return .noViewsHosted }
    return .bodyCounts(order.map { BodyCount(type: $0, total: counts[$0] ?? 0, instances: perType[$0] ?? []) })
  }

  /// `#screen`: the text every hosted tree shows now. A view whose body did not run again still
  /// shows the children its last body produced, so a stale screen stays visibly stale.
  /// Each line says which view drew it.
  package func screenText() -> [String] {
    let lines = roots.flatMap { screenLines($0, owner: "") }
    let width = min(28, lines.map(\.owner.count).max() ?? 0)
    return lines.map { $0.owner.padding(width) + "  │ " + $0.text }
  }

  private func screenLines(_ n: Node, owner: String) -> [(owner: String, text: String)] {
    switch n.view {
    case .host(let b as BuiltinView):
      switch b.kind {
      case .text(let s): return [(owner, s)]
      case .hstack:
        let parts = n.children.flatMap { screenLines($0, owner: owner) }
        guard !parts.isEmpty else { return [] }
        let owners = Set(parts.map(\.owner))
        return [(owners.count == 1 ? parts[0].owner : owner, parts.map(\.text).joined(separator: " "))]
      case .empty: return []
      default: return n.children.flatMap { screenLines($0, owner: owner) }
      }
    default:
      return n.children.flatMap { screenLines($0, owner: n.label) }
    }
  }

  /// `LegacyTile[0]`, `LegacyTile[1]`, … → `LegacyTile[0…9]`.
  package static func compress(_ labels: [String]) -> String {
    var out: [String] = []
    var i = 0
    while i < labels.count {
      guard let (base, n) = indexed(labels[i]) else {
        out.append(labels[i])
        i += 1
        continue
      }
      var j = i
      while j + 1 < labels.count, let (b2, n2) = indexed(labels[j + 1]), b2 == base, n2 == n + (j + 1 - i) { j += 1 }
      out.append(j - i >= 2 ? "\(base)[\(n)…\(n + j - i)]" : labels[i...j].joined(separator: ", "))
      i = j + 1
    }
    return out.joined(separator: ", ")
  }

  private static func indexed(_ label: String) -> (String, Int)? {
    guard label.hasSuffix("]"), let open = label.lastIndex(of: "["),
      let n = Int(label[label.index(after: open)..<label.index(before: label.endIndex)])
    else { return nil }
    return (String(label[..<open]), n)
  }
}

package final class WeakNode {
  package weak var node: ViewHost.Node?
  init(_ node: ViewHost.Node) { self.node = node }
}

extension String {
  package func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
  package func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
