// An array literal with an `x as Any` element, passed as an argument or assigned, is an [Any]:
// each element keeps its own type (a nil stays nil, a String is not made Optional), as in Swift.
struct Event {
    let name: String
    let fields: [Any]
}

func log(_ name: String, _ fields: [Any]) -> Event {
    Event(name: name, fields: fields)
}

let userID: Int? = 42
let referrer: String? = nil
var events: [Event] = []
events.append(log("signup", ["email", userID as Any, referrer as Any]))
events.append(log("visit", [referrer as Any, 3]))
for e in events { print(e.name, e.fields, e.fields.count) }

var last: [Any] = []
last = ["retry", userID as Any, 1.5]
print(last)
print(["inline", referrer as Any].count, ["x", userID as Any])
