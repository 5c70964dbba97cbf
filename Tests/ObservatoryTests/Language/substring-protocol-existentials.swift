// A Substring held as `any StringProtocol`, `CustomStringConvertible` or `any Sendable` keeps
// its own type, and its members answer as the text's.
func show(_ s: any StringProtocol) -> String { "\(s.count):\(s.uppercased()):\(s.hasPrefix("a"))" }
func describe(_ x: CustomStringConvertible) -> String { x.description + "!" }
let w = "ab cd".split(separator: " ")[0]
print(show(w), show("xyz"), describe(w))
let items: [any StringProtocol] = [w, "q"]
print(items.map { $0.count }, items.map { type(of: $0) })
let sendable: any Sendable = w
print(sendable is Substring, sendable is String, sendable)
