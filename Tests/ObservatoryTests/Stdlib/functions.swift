// print, debugPrint and their separators; free functions.
print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" continued")
print(1, 2, separator: ", ", terminator: ".\n")
print()
print("x", [1], Optional(2) as Any, separator: " | ")
debugPrint("a", 1, separator: "+")
debugPrint(["k": "v"], terminator: "!\n")
print(abs(-7), abs(-0.5), min(4, 2), max(4, 2), min("b", "a"), max(1, 5, 3, 5))
var total = 0
for i in stride(from: 1, through: 9, by: 4) { total += i }
print(total, Array(zip([1, 2, 3], ["a", "b"])).count, zip(["q"], [0.5]).map { "\($0)=\($1)" })
print(type(of: total), String(describing: type(of: [total])), String(reflecting: type(of: total)))
final class Resource { let name = "res" }
let kept = Resource()
withExtendedLifetime(kept) { print("still alive:", kept.name) }
print(withExtendedLifetime(kept) { r in r.name.count })
