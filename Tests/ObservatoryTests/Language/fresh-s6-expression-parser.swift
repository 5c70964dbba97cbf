// Control flow people write in parsers and state machines: labeled loops, fallthrough, tuple
// switches with where, guard/case, enums with raw values and failable init, nested functions.
enum Token: Equatable {
  case number(Int), op(Character), lparen, rparen
}

enum LexError: Error, CustomStringConvertible {
  case unexpected(Character, at: Int)
  var description: String {
    switch self { case .unexpected(let c, let i): return "unexpected '\(c)' at \(i)" }
  }
}

func lex(_ s: String) throws -> [Token] {
  var out: [Token] = []
  var num: Int? = nil
  for (i, c) in s.enumerated() {
    if let d = c.wholeNumberValue {
      num = (num ?? 0) * 10 + d
      continue
    }
    if let n = num { out.append(.number(n)); num = nil }
    switch c {
    case " ": continue
    case "+", "-", "*", "/": out.append(.op(c))
    case "(": out.append(.lparen)
    case ")": out.append(.rparen)
    default: throw LexError.unexpected(c, at: i)
    }
  }
  if let n = num { out.append(.number(n)) }
  return out
}

func evaluate(_ tokens: [Token]) -> Int? {
  var pos = 0
  func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }
  func primary() -> Int? {
    guard let t = peek() else { return nil }
    pos += 1
    switch t {
    case .number(let n): return n
    case .lparen:
      let v = expr()
      guard peek() == .rparen else { return nil }
      pos += 1
      return v
    case .op("-"): return primary().map { -$0 }
    default: return nil
    }
  }
  func term() -> Int? {
    guard var v = primary() else { return nil }
    while case .op(let o)? = peek(), o == "*" || o == "/" {
      pos += 1
      guard let r = primary() else { return nil }
      if o == "/" && r == 0 { return nil }
      v = o == "*" ? v * r : v / r
    }
    return v
  }
  func expr() -> Int? {
    guard var v = term() else { return nil }
    while let t = peek(), case .op(let o) = t, "+-".contains(o) {
      pos += 1
      guard let r = term() else { return nil }
      v += o == "+" ? r : -r
    }
    return v
  }
  let v = expr()
  return pos == tokens.count ? v : nil
}

for src in ["1 + 2 * 3", "(1 + 2) * 3", "-4 * (2 - 5)", "7 / 0", "2 * (3", "12 $ 4", "100/7/2"] {
  do {
    let toks = try lex(src)
    print(src, "=", evaluate(toks).map(String.init) ?? "error", toks.count)
  } catch {
    print(src, "->", error)
  }
}

func classify(_ p: (Int, Int)) -> String {
  switch p {
  case (0, 0): return "origin"
  case (let x, 0) where x > 0, (0, let x) where x > 0: return "positive axis \(x)"
  case (_, 0), (0, _): return "negative axis"
  case let (x, y) where x == y: return "diagonal"
  case (1...5, 1...5): return "small"
  default: return "elsewhere"
  }
}
print([(0, 0), (3, 0), (0, 7), (-2, 0), (4, 4), (2, 3), (9, 1)].map(classify))

var grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]]
var found: (Int, Int)? = nil
outer: for (r, row) in grid.enumerated() {
  for (c, v) in row.enumerated() {
    if v < 0 { found = (r, c); break outer }
    if v % 2 == 0 { continue outer }
  }
}
print(found.map { "\($0)" } ?? "none")

func grade(_ score: Int) -> String {
  var notes: [String] = []
  switch score {
  case 100: notes.append("perfect"); fallthrough
  case 90..<100: notes.append("A")
  case 80..<90: notes.append("B")
  default: notes.append("C")
  }
  return notes.joined(separator: "+")
}
print([100, 95, 85, 10].map(grade))
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth, mars }
print(Planet(rawValue: 3) as Any, Planet(rawValue: 9) as Any, Planet.allCases.map(\.rawValue), Planet.mars.rawValue)
grid[1][1] = 0
print(grid.flatMap { $0 }.filter { $0 > 4 }, grid.map { $0.max()! })

// A `where` belongs to the pattern before it only (swiftc warns when it follows the last of
// several): `case 1, 2 where x > 5` matches 1 whatever x is.
for x in [1, 2, 7, -3, 0, 101] {
  switch x {
  case 1, 2 where x > 5: print(x, "first")
  case _ where x < 0, 7: print(x, "second")
  case let v where v == 0, let v where v > 100: print(v, "third")
  default: print(x, "default")
  }
}
