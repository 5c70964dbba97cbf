import Observation

// A program whose top level awaits is compiled as an async function: a top-level `for`-`in`
// loop keeps its sequence alive to the end of the program, so the objects of an array it
// looped over never deinit, even after the array is emptied. Loops inside functions, `forEach`
// and `while let` release as usual.
@Observable
final class Session {
    let user: String
    var expired = false
    init(_ user: String) {
        self.user = user
        print("open \(user)")
    }
    deinit { print("close \(user)") }
}

func expireAll(_ list: [Session]) {
    for s in list { s.expired = true }
}

var pending = 0
var sessions = [Session("ana"), Session("ben")]
for s in sessions {
    withObservationTracking { _ = s.expired } onChange: { pending += 1 }
}
try await Task.sleep(for: .milliseconds(5))
sessions.removeFirst()
print("removed ana, pending \(pending)")
sessions[0].expired = true
sessions = []
print("emptied, pending \(pending)")

var byName: [String: Session] = ["cy": Session("cy")]
for (name, s) in byName where s.expired { print("expired:", name) }
byName = [:]
print("dictionary emptied")

var batch = [Session("dee"), Session("eli")]
batch.forEach { $0.expired = true }
batch = []
print("forEach batch emptied")

var other = [Session("fay")]
expireAll(other)
other = []
print("function's loop done")

var queue: [Session] = [Session("gus")]
while let next = queue.popLast() {
    print("draining \(next.user)")
}
print("queue drained")

do {
    let local = [Session("hal")]
    for s in local { _ = s.user }
}
print("after do")
await Task.yield()
print("end, pending \(pending)")
