import ObservatoryEngine

extension DependencyGraph {
  /// The graph with runs of like nodes drawn as one, as the trace collapses runs of like events:
  /// nodes of one kind whose labels differ only in one index (`ModernTile[0]` … `ModernTile[9]`)
  /// and whose details are the same become `ModernTile[0…9] ×10`, and their edges become one.
  /// A node whose state differs from its siblings' (`ModernTile[3]` dirty) stays apart, so the
  /// one that matters stands out. Fewer than `minimum` alike are left as they are.
  public func collapsed(minimum: Int = 3) -> DependencyGraph {
    struct Key: Hashable {
      let kind: NodeKind
      let prefix: Substring
      let suffix: Substring
      let detail: String
    }
    var members: [Key: [(node: Node, index: Int)]] = [:]
    var keyOf: [String: Key] = [:]
    for n in nodes {
      guard let (prefix, index, suffix) = Self.singleIndex(n.label) else { continue }
      let key = Key(kind: n.kind, prefix: prefix, suffix: suffix, detail: n.detail)
      members[key, default: []].append((n, index))
      keyOf[n.id] = key
    }
    // A node that stays apart and touches only some of a run (`ModernTile[3]` reads
    // `metrics[3]` alone) would, drawn against the whole run, claim all of it: those members
    // stay apart too, until no such edge is left.
    var apart = Set(nodes.map(\.id)).subtracting(
      members.values.filter { $0.count >= minimum }.flatMap { $0.map(\.node.id) })
    var settled = false
    while !settled {
      settled = true
      var touched: [String: [Key: Set<String>]] = [:]
      for e in edges {
        for (a, b) in [(e.from, e.to), (e.to, e.from)] where apart.contains(a) && !apart.contains(b) {
          if let k = keyOf[b] { touched[a, default: [:]][k, default: []].insert(b) }
        }
      }
      for perRun in touched.values {
        for (k, ids) in perRun where ids.count < members[k]!.filter({ !apart.contains($0.node.id) }).count {
          apart.formUnion(ids)
          settled = false
        }
      }
      for list in members.values {
        let left = list.filter { !apart.contains($0.node.id) }
        if !left.isEmpty && left.count < minimum {
          apart.formUnion(left.map(\.node.id))
          settled = false
        }
      }
    }
    for (key, list) in members { members[key] = list.filter { !apart.contains($0.node.id) } }
    var merged: [String: Node] = [:]
    var groupOf: [String: String] = [:]
    for (key, list) in members where list.count >= minimum {
      let id = "group:" + list[0].node.id
      let label = "\(key.prefix)[\(Self.ranges(list.map(\.index)))]\(key.suffix) ×\(list.count)"
      // Alike by their details as shown: the first member's stands for the run.
      merged[id] = Node(id: id, kind: key.kind, label: label, about: list[0].node.about)
      for m in list { groupOf[m.node.id] = id }
    }
    guard !merged.isEmpty else { return self }
    var g = DependencyGraph()
    for n in nodes {
      if let id = groupOf[n.id] {
        if let m = merged[id] { g.add(m) }
      } else {
        g.add(n)
      }
    }
    for e in edges {
      let from = groupOf[e.from] ?? e.from
      let to = groupOf[e.to] ?? e.to
      guard from != to else { continue }
      g.connect(from, to, e.kind, about: groupOf[e.from] == nil && groupOf[e.to] == nil ? e.about : nil)
    }
    return g
  }

  /// `a.b[12].c` → (`a.b`, 12, `.c`) when the label holds exactly one `[number]`.
  static func singleIndex(_ label: String) -> (Substring, Int, Substring)? {
    guard let open = label.firstIndex(of: "["), let close = label[open...].firstIndex(of: "]"),
      let n = Int(label[label.index(after: open)..<close]),
      !label[label.index(after: close)...].contains("[")
    else { return nil }
    return (label[..<open], n, label[label.index(after: close)...])
  }

  /// `0…9`, or `0…2, 4…9` where the indices have gaps.
  static func ranges(_ indices: [Int]) -> String {
    let sorted = indices.sorted()
    var parts: [String] = []
    var start = sorted[0]
    var last = start
    for i in sorted.dropFirst() {
      if i == last + 1 {
        last = i
        continue
      }
      parts.append(start == last ? "\(start)" : "\(start)…\(last)")
      start = i
      last = i
    }
    parts.append(start == last ? "\(start)" : "\(start)…\(last)")
    return parts.joined(separator: ", ")
  }
}
