// Idiom: removeAll { }, removeAll(where:), removeFirst/removeLast, remove(at:) and removeAll() on an @Observable array property.
import Observation

@Observable final class Inbox {
    var messages = ["hi", "spam: win", "lunch?", "spam: prize", "bye"]
}

let inbox = Inbox()
var changes = 0
func arm() {
    withObservationTracking { _ = inbox.messages } onChange: { changes += 1 }
}
arm()
inbox.messages.removeAll { $0.hasPrefix("spam") }
print(inbox.messages, changes)
arm()
inbox.messages.removeAll(where: { $0 == "nothing matches" })
print(inbox.messages, changes)
arm()
let first = inbox.messages.removeFirst()
let last = inbox.messages.removeLast()
print(first, last, inbox.messages, changes)
arm()
inbox.messages.insert("new", at: 0)
_ = inbox.messages.remove(at: 1)
print(inbox.messages, changes)
arm()
inbox.messages.removeAll()
print(inbox.messages, inbox.messages.isEmpty, changes)
var numbers = Array(1...10)
numbers.removeAll(where: { $0 % 3 == 0 })
numbers.removeFirst(2)
numbers.removeLast(2)
print(numbers)
