indirect enum List<T>: CustomStringConvertible {
  case empty
  case node(T, List<T>)

  init(_ items: [T]) {
    self = items.reversed().reduce(List.empty) { .node($1, $0) }
  }
  var count: Int {
    switch self {
    case .empty: return 0
    case .node(_, let rest): return 1 + rest.count
    }
  }
  func map<U>(_ f: (T) -> U) -> List<U> {
    switch self {
    case .empty: return .empty
    case let .node(head, rest): return .node(f(head), rest.map(f))
    }
  }
  var array: [T] {
    var out: [T] = []
    var cur = self
    while case let .node(h, rest) = cur {
      out.append(h)
      cur = rest
    }
    return out
  }
  var description: String { "(" + array.map { "\($0)" }.joined(separator: " ") + ")" }
}

let xs = List([1, 2, 3, 4])
print(xs, xs.count, xs.map { $0 * $0 }, xs.map(String.init).array)
if case .node(let first, .node(let second, _)) = xs { print("first two:", first, second) }
let words = List(["swift", "is", "fun"])
print(words.map { $0.uppercased() }, List<Int>([]).count, List<Int>.empty)
