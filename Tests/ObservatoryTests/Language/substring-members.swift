// A Substring's members, its indices (its base's) and its mutations, as Swift's.
let s = "ab,cd,ef"
let sub = s.split(separator: ",")[1]
for i in sub.indices { print(s[i], terminator: "") }
print()
print(sub.map { $0.uppercased() }, sub.filter { $0 != "c" }, String(sub.reversed()), sub.sorted(), Array(sub.enumerated()).count)
print(sub.contains("d"), sub.firstIndex(where: { $0 == "d" }).map { s.distance(from: s.startIndex, to: $0) } ?? -1)
print(sub.starts(with: "c"), sub < "m", sub.first!.isLowercase, sub.hasSuffix("d"))
if case "cd" = sub { print("matched") }
var parts = s.split(separator: ",")
parts.removeFirst()
print(parts, parts.joined(separator: "+"), parts.map { $0.count }, Set(parts).count)
print(sub.debugDescription)
print(String(describing: sub), "\(sub)!", sub.lowercased() == "cd", Int("ff"[...], radix: 16) ?? -1)
let (a, b) = (parts[0], parts[1])
print(a + b, type(of: a + b))
print(sub.indices.count, sub.index(sub.endIndex, offsetBy: -1) == s.index(s.startIndex, offsetBy: 4))
var m = sub
m.append("!")
print(m, m.base, m.count)
print(sub.lastIndex(where: { $0 == "c" }) == sub.startIndex, sub.count(where: { $0 == "c" }))
let k2 = sub + "#"
print(k2.base, type(of: k2))
var n2 = sub
n2.append(contentsOf: "?")
print(n2.base)
var m2 = sub
m2.append("!")
print(m2.base)
var r = sub
r.removeFirst()
print(r.base, r)
var w = sub
w += "x"
print(w.base)
