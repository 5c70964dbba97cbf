// Idiom: protocol extensions with default implementations, overridden by a conforming type; a method only in the extension is statically dispatched.
protocol Greeter {
    var name: String { get }
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func farewell() -> String { "Bye, \(name)" }
}

struct English: Greeter {
    let name: String
}

struct French: Greeter {
    let name: String
    func greet() -> String { "Bonjour, \(name)" }
    func farewell() -> String { "Au revoir, \(name)" }
}

let greeters: [any Greeter] = [English(name: "Ada"), French(name: "Marie")]
for g in greeters {
    print(g.greet(), "/", g.farewell())
}
let marie = French(name: "Marie")
print(marie.farewell())

protocol Resettable: AnyObject {
    func reset()
}
extension Resettable {
    func resetTwice() { reset(); reset() }
}
final class Tally: Resettable {
    var value = 5
    var resets = 0
    func reset() { value = 0; resets += 1 }
}
let tally = Tally()
tally.resetTwice()
print(tally.value, tally.resets)
