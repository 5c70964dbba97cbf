// Less common but valid syntax from real code: for-case patterns, repeat-while, nested
// destructuring, raw and multiline strings, extensions on Int, typealiases, singletons.
let readings: [Int?] = [3, nil, 7, nil, 12]
for case let r? in readings where r > 5 { print("reading", r) }
for case .some(let r) in readings { print("any", r, terminator: " ") }
print()
enum Cmd { case move(dx: Int, dy: Int), say(String), stop }
let script: [Cmd] = [.say("hi"), .move(dx: 1, dy: 0), .move(dx: 0, dy: -2), .stop, .say("unreached")]
var pos = (x: 0, y: 0)
loop: for cmd in script {
  switch cmd {
  case let .move(dx, dy) where dx == 0: pos.y += dy
  case .move(let dx, _): pos.x += dx
  case .say(let s): print("say:", s)
  case .stop: break loop
  }
}
print(pos, pos.x + pos.y)
if case .move(let dx, _) = script[1], dx > 0 { print("first move goes right") }
guard case .say(let first) = script.first! else { fatalError() }
print(first.uppercased())

var stack = [1, 2, 3]
var popped: [Int] = []
while let top = stack.popLast() { popped.append(top * 10) }
var n = 0
repeat { n += 3 } while n < 10
print(popped, n, stack.isEmpty)

let ((a, b), (c, _)) = ((1, "b"), ([3.5], true))
let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
print(a, b, c, q, r)

let name = "Ada"
print(#"raw \(name) "quoted" \n"#, #"interpolated \#(name)"#, "tab\tand \u{1F600} \u{E9}")
let block = """
    Dear \(name),
      indented line
    last line with "quotes" and \\backslash \
    joined
    """
print(block)
print(block.split(separator: "\n").map(\.count))

extension Int {
  func times(_ body: (Int) -> Void) { for i in 0..<self { body(i) } }
  var isEven: Bool { self % 2 == 0 }
  static var answer: Int { 42 }
}
var acc: [Int] = []
3.times { acc.append($0 * $0) }
print(acc, 4.isEven, Int.answer, (1...6).filter(\.isEven))

typealias Handler<T> = (T) -> String
typealias Pair = (key: String, count: Int)
let h: Handler<Int> = { "got \($0)" }
let pairs: [Pair] = [("a", 2), (key: "b", count: 1)]
print(h(5), pairs.map { "\($0.key)\($0.count)" }, pairs.sorted { $0.count < $1.count }.first!.key)

final class Config {
  static let shared = Config()
  private(set) var loads = 0
  private init() { loads += 1; print("Config created") }
  func value(_ k: String) -> String { "\(k)#\(loads)" }
}
print("before first use")
print(Config.shared.value("theme"), Config.shared.value("font"), Config.shared === Config.shared)
enum Math {
  static func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { max(lo, min(x, hi)) }
}
print(Math.clamp(15, 0, 10), Math.clamp(-2.5, -1, 1), Math.clamp("m", "a", "k"))
print(0x1p-2, 1_000.5e-1, 0xFF, Int(exactly: 2.0e3) as Any, Double(exactly: 9007199254740993) as Any)
print(0x1.8p3, 0xA.8P0, -0x1p4, 0x1_0p1, 0xFF.description)

// Static methods a lesson's extension gives a builtin type, and tuple labels through a typealias.
extension String {
  static func banner(_ s: String) -> String { "** \(s) **" }
  static let empty = ""
}
print(String.banner("hi"), String.empty.isEmpty, Int.answer + 1)
typealias Span = (lo: Int, hi: Int)
let span: Span = (2, 9)
var spans: [String: Span] = ["a": (0, 1)]
spans["b"] = (5, 9)
func widest(_ xs: [Span]) -> Span { xs.max { $0.hi - $0.lo < $1.hi - $1.lo }! }
print(span.hi - span.lo, spans["b"]!.lo, widest([span, (0, 100)]), widest(Array(spans.values)).hi)
