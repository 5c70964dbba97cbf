// Idiom: closures capture variables by reference, value types are copied into captures only with a capture list; counters made by closures.
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}

let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c1(), c2())

var message = "before"
let byReference = { print("by reference: \(message)") }
let byValue = { [message] in print("by value: \(message)") }
message = "after"
byReference()
byValue()

var handlers: [() -> Void] = []
for i in 1...3 {
    handlers.append { print("handler \(i)") }
}
handlers.forEach { $0() }

struct Point { var x = 0 }
var point = Point()
let readPoint = { point.x }
point.x = 42
print(readPoint())
