struct Graph {
  private var edges: [String: [(to: String, cost: Int)]] = [:]
  mutating func connect(_ a: String, _ b: String, cost: Int) {
    edges[a, default: []].append((b, cost))
    edges[b, default: []].append((a, cost))
  }
  func neighbors(_ n: String) -> [String] { (edges[n] ?? []).map(\.to).sorted() }

  func shortestPath(from start: String, to goal: String) -> (cost: Int, path: [String])? {
    var dist: [String: Int] = [start: 0]
    var previous: [String: String] = [:]
    var open: Set<String> = [start]
    while let current = open.min(by: { (dist[$0]!, $0) < (dist[$1]!, $1) }) {
      open.remove(current)
      if current == goal { break }
      for (next, cost) in edges[current] ?? [] {
        let candidate = dist[current]! + cost
        if candidate < dist[next, default: .max] {
          dist[next] = candidate
          previous[next] = current
          open.insert(next)
        }
      }
    }
    guard let total = dist[goal] else { return nil }
    var path = [goal]
    while let p = previous[path[0]] { path.insert(p, at: 0) }
    return (total, path)
  }
}

var g = Graph()
g.connect("home", "park", cost: 4)
g.connect("home", "shop", cost: 1)
g.connect("shop", "park", cost: 2)
g.connect("park", "office", cost: 5)
g.connect("shop", "office", cost: 9)
print(g.neighbors("shop"))
if let r = g.shortestPath(from: "home", to: "office") { print(r.cost, r.path.joined(separator: " -> ")) }
print(g.shortestPath(from: "office", to: "home")!.path, g.shortestPath(from: "home", to: "moon") == nil)
