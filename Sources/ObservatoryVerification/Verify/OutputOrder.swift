import ObservatoryEngine

/// The orders in which Swift may print what the playground printed. Swift promises the order of
/// everything except the callbacks of one notification (R13) and the `Observations` loops one
/// notification resumes (R21): those run in no promised order, each as a whole, so their blocks of
/// output may come in any order, and nothing else may move.
///
/// Built from the playground's lines and their causes (`Cause`): a sequence of lines and groups;
/// a group holds the blocks of sibling causes that printed one after another, each block a
/// sequence again (a callback's own callbacks nest inside it). Every block's length is fixed, so a
/// recording agrees when each item of the sequence matches its own stretch: a line exactly, a
/// group in some order of its blocks.
struct OutputOrder: Sendable {
  indirect enum Item: Sendable {
    /// A line, by index into `texts`.
    case line(Int)
    case group(Group)
  }

  /// Blocks Swift may run in any order.
  struct Group: Sendable {
    /// The rule that leaves their order open: R13 (callbacks) or R21 (resumed loops).
    let rule: String
    /// The line of the write whose notification ran them.
    let writeLine: Int?
    /// What ran each block (`T2 onChange`), in the playground's order.
    let labels: [String]
    let blocks: [[Item]]
    let lengths: [Int]
    var length: Int { lengths.reduce(0, +) }
  }

  /// A group that Swift ran in another order than the playground.
  struct Reordering: Sendable, Equatable {
    let rule: String
    let writeLine: Int?
    /// What ran each block, in Swift's order.
    let order: [String]
  }

  let texts: [String]
  let items: [Item]

  /// `fixed`: the rules whose orders are not open here, since the playground replayed the real
  /// run's (`ReplayOrder`: R13); their blocks stay in the playground's order.
  init(texts: [String], causes: [Cause?], fixed: Set<String> = []) {
    self.texts = texts
    let paths = causes.map { $0?.path ?? [] }
    items = OutputOrder.build(paths, 0..<texts.count, depth: 0, fixed: fixed)
  }

  static func length(_ items: [Item]) -> Int {
    items.reduce(0) { n, item in
      switch item {
      case .line: return n + 1
      case .group(let g): return n + g.length
      }
    }
  }

  /// The items of lines `range`, whose causes agree up to `depth`.
  private static func build(_ paths: [[Cause]], _ range: Range<Int>, depth: Int, fixed: Set<String>) -> [Item] {
    var items: [Item] = []
    var pending: [(cause: Cause, block: [Item])] = []
    func flush() {
      if pending.count > 1, fixed.contains(pending[0].cause.rule) {
        items += pending.flatMap(\.block)
      } else if pending.count > 1 {
        let first = pending[0].cause
        items.append(
          .group(
            Group(
              rule: first.rule, writeLine: first.writeLine, labels: pending.map(\.cause.label),
              blocks: pending.map(\.block), lengths: pending.map { length($0.block) })))
      } else if let only = pending.first {
        items += only.block
      }
      pending = []
    }
    var i = range.lowerBound
    while i < range.upperBound {
      guard paths[i].count > depth else {
        flush()
        items.append(.line(i))
        i += 1
        continue
      }
      let cause = paths[i][depth]
      var j = i + 1
      while j < range.upperBound, paths[j].count > depth, paths[j][depth] === cause { j += 1 }
      if let first = pending.first, !first.cause.isSibling(of: cause) { flush() }
      pending.append((cause, build(paths, i..<j, depth: depth + 1, fixed: fixed)))
      i = j
    }
    flush()
    return items
  }

  // MARK: - Matching

  /// The reorderings that make `real` one of the orders Swift allows, or nil when it is not one.
  /// Also nil when checking would take too long (more than a few million block comparisons).
  func match(_ real: [String]) -> [Reordering]? {
    guard OutputOrder.length(items) == real.count else { return nil }
    let m = Matcher(texts: texts, real: real)
    var found: [Reordering] = []
    return m.sequence(items, at: 0, &found) ? found : nil
  }

  /// Matches items against stretches of the real lines, remembering what it found.
  private final class Matcher {
    let texts: [String]
    let real: [String]
    var budget = 5_000_000
    /// Block matches by (group identity, block, position).
    var memo: [String: (Bool, [Reordering])] = [:]

    init(texts: [String], real: [String]) {
      self.texts = texts
      self.real = real
    }

    func sequence(_ items: [Item], at start: Int, _ found: inout [Reordering]) -> Bool {
      var p = start
      for item in items {
        switch item {
        case .line(let k):
          guard p < real.count, real[p] == texts[k] else { return false }
          p += 1
        case .group(let g):
          guard group(g, at: p, &found) else { return false }
          p += g.length
        }
      }
      return true
    }

    func block(_ g: Group, _ b: Int, at p: Int) -> (Bool, [Reordering]) {
      // A group is identified by the first line of its first block, which no other group shares.
      let key = "\(OutputOrder.firstLine(g.blocks[0]) ?? -1)/\(b)/\(p)"
      if let known = memo[key] { return known }
      budget -= 1
      var found: [Reordering] = []
      let ok = budget > 0 && p + g.lengths[b] <= real.count && sequence(g.blocks[b], at: p, &found)
      memo[key] = (ok, found)
      return (ok, found)
    }

    /// Some order of the group's blocks that matches at `p` (the playground's own first). Blocks
    /// that print the same lines (and hold no group of their own) are interchangeable, so each
    /// step tries one block of each kind, and a set of remaining blocks that failed once is not
    /// tried again: one write with hundreds of observers is matched in about as many steps.
    func group(_ g: Group, at p: Int, _ found: inout [Reordering]) -> Bool {
      var kindOf: [Int] = []
      var members: [[Int]] = []
      var kinds: [[String]: Int] = [:]
      for b in g.blocks.indices {
        if let lines = OutputOrder.flatTexts(g.blocks[b], texts), let k = kinds[lines] {
          kindOf.append(k)
          members[k].append(b)
        } else {
          if let lines = OutputOrder.flatTexts(g.blocks[b], texts) { kinds[lines] = members.count }
          kindOf.append(members.count)
          members.append([b])
        }
      }
      var taken = Array(repeating: 0, count: members.count)
      var order: [Int] = []
      var failed = Set<[Int]>()
      func search(_ at: Int) -> Bool {
        if order.count == g.blocks.count { return true }
        if failed.contains(taken) || budget <= 0 { return false }
        for k in members.indices where taken[k] < members[k].count {
          let b = members[k][taken[k]]
          guard block(g, b, at: at).0 else { continue }
          order.append(b)
          taken[k] += 1
          if search(at + g.lengths[b]) { return true }
          taken[k] -= 1
          order.removeLast()
        }
        failed.insert(taken)
        return false
      }
      guard search(p) else { return false }
      if order != Array(0..<g.blocks.count) {
        found.append(Reordering(rule: g.rule, writeLine: g.writeLine, order: order.map { g.labels[$0] }))
      }
      var at = p
      for b in order {
        found += block(g, b, at: at).1
        at += g.lengths[b]
      }
      return true
    }
  }

  /// The lines a block prints when it holds no group (its text is then fixed); nil otherwise.
  static func flatTexts(_ items: [Item], _ texts: [String]) -> [String]? {
    var out: [String] = []
    for item in items {
      guard case .line(let k) = item else { return nil }
      out.append(texts[k])
    }
    return out
  }

  static func firstLine(_ items: [Item]) -> Int? {
    for item in items {
      switch item {
      case .line(let k): return k
      case .group(let g): if let k = g.blocks.lazy.compactMap(firstLine).first { return k }
      }
    }
    return nil
  }

  // MARK: - Reporting and testing

  /// The playground's lines (indices into `texts`) with each group's blocks in the order they
  /// seem to have in `real`: where a recording does not agree, the differences that remain are
  /// the ones to report.
  func closestOrder(to real: [String]) -> [Int] {
    var out: [Int] = []
    var cursor = 0
    func find(_ text: String, within: Int) -> Int? {
      let end = min(real.count, cursor + within)
      guard cursor < end else { return nil }
      return (cursor..<end).first { real[$0] == text }
    }
    func walk(_ items: [Item]) {
      for item in items {
        switch item {
        case .line(let k):
          out.append(k)
          if let j = find(texts[k], within: 64) { cursor = j + 1 }
        case .group(let g):
          let starts = g.blocks.map { b in OutputOrder.firstLine(b).flatMap { find(texts[$0], within: g.length + 64) } }
          let order = g.blocks.indices.sorted { (starts[$0] ?? Int.max, $0) < (starts[$1] ?? Int.max, $1) }
          for b in order { walk(g.blocks[b]) }
        }
      }
    }
    walk(items)
    return out
  }

  /// Every order Swift allows for `items`, as line indices; nil when there are more than `limit`.
  static func orders(_ items: [Item], limit: Int) -> [[Int]]? {
    var result: [[Int]] = [[]]
    for item in items {
      let options: [[Int]]
      switch item {
      case .line(let k): options = [[k]]
      case .group(let g):
        guard let perms = permutations(g.blocks.count, limit: limit) else { return nil }
        var all: [[Int]] = []
        for perm in perms {
          var combos: [[Int]] = [[]]
          for b in perm {
            guard let inner = orders(g.blocks[b], limit: limit) else { return nil }
            combos = combos.flatMap { c in inner.map { c + $0 } }
            if combos.count > limit { return nil }
          }
          all += combos
          if all.count > limit { return nil }
        }
        options = all
      }
      result = result.flatMap { r in options.map { r + $0 } }
      if result.count > limit { return nil }
    }
    return result
  }

  private static func permutations(_ n: Int, limit: Int) -> [[Int]]? {
    var out: [[Int]] = [[]]
    for k in 0..<n {
      out = out.flatMap { p in (0...p.count).map { i in Array(p[..<i]) + [k] + Array(p[i...]) } }
      if out.count > limit { return nil }
    }
    return out
  }
}
