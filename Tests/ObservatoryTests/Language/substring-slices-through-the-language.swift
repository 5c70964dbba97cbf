import Foundation
import Observation

let s = "hello, wonderful world"
let sub = s[s.index(s.startIndex, offsetBy: 7)...]
print("[\(sub)]", sub.description, Optional(sub) as Any, [sub])
var acc = "x"
acc += sub
acc.append(contentsOf: sub.prefix(3))
print(acc)
switch sub.prefix(3) {
case "won": print("won!")
default: print("other")
}
print(String(sub.reversed()), sub.utf8.count, sub.lastIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) } ?? -1)
for (i, c) in sub.prefix(3).enumerated() { print(i, c, terminator: " ") }
print()
var t = s
t.replaceSubrange(sub.startIndex..<sub.endIndex, with: "there")
print(t)
let a: Any = sub
print(a as? String ?? "not a String", a as? Substring ?? "none", type(of: a))
print(sub.components(separatedBy: " "), sub.isEmpty, sub[sub.index(sub.startIndex, offsetBy: 2)])
let words = s.split(separator: " ")
print(words.map(String.init), words.last?.startIndex == sub.index(sub.startIndex, offsetBy: 10))
print(words.last!.index(after: words.last!.startIndex) == s.index(s.startIndex, offsetBy: 18))

@Observable final class Editor {
  var token: Substring = ""
  var count = 0
}
let ed = Editor()
withObservationTracking { _ = ed.token } onChange: { print("token changes") }
ed.token = sub.prefix(3)
print(ed.token, ed.token == "won")
var rest = sub
while let c = rest.first, c != " " { rest.removeFirst() }
print(rest.count, rest.startIndex == s.index(s.startIndex, offsetBy: 16))
let removed = rest.removeLast()
print(removed, rest, rest.endIndex == s.index(before: s.endIndex))
print(sub.dropLast(6).uppercased(), sub.suffix(5).lowercased(), sub.trimmingPrefix("won"))
let n = "  42 apples"
let digits = n.drop(while: { $0 == " " }).prefix(while: { $0.isNumber })
print(Int(digits)! + 1, Double(digits)!, n.distance(from: n.startIndex, to: digits.endIndex))
