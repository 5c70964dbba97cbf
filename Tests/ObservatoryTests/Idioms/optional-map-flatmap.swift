// Idiom: Optional map/flatMap, ?? chains, if let shorthand, guard let, and optional binding of several values.
let text: String? = "42"
let missing: String? = nil
print(text.map { $0 + "!" } as Any, missing.map { $0 + "!" } as Any)
print(text.flatMap { Int($0) } as Any, text.map { Int($0) } as Any)
print(missing.flatMap { Int($0) } ?? 0)
let a: Int? = nil
let b: Int? = nil
let c: Int? = 3
print(a ?? b ?? c ?? 0)
if let text {
    print("shorthand: \(text)")
}
if let number = Int(text ?? ""), let other = c, number > other {
    print("\(number) > \(other)")
}
func describe(_ value: Int?) -> String {
    guard let value else { return "no value" }
    return "value \(value)"
}
print(describe(nil), describe(5))
var counter: Int? = 1
counter? += 1
print(counter as Any)
counter = nil
counter? += 1
print(counter as Any, counter == nil)
let words = ["1", "two", "3"]
print(words.map { Int($0) }, words.compactMap { Int($0) })
