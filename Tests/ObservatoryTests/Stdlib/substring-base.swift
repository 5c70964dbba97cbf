// A Substring: its base, its indices (the base's), its text's members.
let title = "Observation in depth"
let words = title.split(separator: " ")
let last = words[2]
print(last, last.base, last.count, last.uppercased())
print(last.startIndex == title.index(title.startIndex, offsetBy: 15), title[last.startIndex...])
var rest = title.dropFirst(12)
rest.removeFirst()
print(rest, rest.startIndex == last.startIndex, rest.base.count)
let tail = title.suffix(5)
print(tail, tail.hasPrefix("d"), tail == "depth", String(tail) + "!", Array(tail.prefix(2)))
print(title.prefix(while: { $0 != " " }), title.drop(while: { $0 != " " }).dropFirst())
