// Implicit members where only Swift's type checker knows the enum: a dictionary's subscript, a
// generic container's method, a closure's parameter, a stream's continuation. Each is a case of
// the lesson's enum, so printing it uses the enum's own description.
import Observation

enum Status: CustomStringConvertible {
  case queued
  case running(percent: Int)
  case failed(String)

  var description: String {
    switch self {
    case .queued: return "queued"
    case .running(let p): return "running \(p)%"
    case .failed(let why): return "failed: \(why)"
    }
  }
}

struct Inbox<Item> {
  private(set) var items: [Item] = []
  mutating func put(_ item: Item) { items.append(item) }
}

@Observable
final class Jobs {
  var status: [String: Status] = [:]
  var history = Inbox<Status>()
}

let jobs = Jobs()
withObservationTracking {
  print("watching", jobs.status.count, "jobs")
} onChange: {
  print("status table will change")
}
jobs.status["build"] = .queued
jobs.status["test"] = .running(percent: 40)
jobs.history.put(.failed("disk full"))
jobs.history.put(.queued)
for name in jobs.status.keys.sorted() { print(name, jobs.status[name]!) }
print(jobs.history.items)

var latest: [String: Status] = [:]
latest["deploy"] = .queued
let fallback: Status? = .queued
print(latest, fallback as Any, [fallback])

let describe = { (s: Status) in "<\(s)>" }
print(describe(.running(percent: 99)), describe(.queued))

var timeline: [Status] = [.queued]
timeline.append(contentsOf: [.running(percent: 10), .running(percent: 90)])
timeline[0] = .failed("retry")
print(timeline.map { "\($0)" })

let (events, continuation) = AsyncStream.makeStream(of: Status.self)
continuation.yield(.running(percent: 50))
continuation.yield(.failed("timeout"))
continuation.finish()
for await s in events { print("event:", s) }

// The prelude's generic `Result`, made by a callback API for a closure that does not name it.
func load(_ ok: Bool, completion: (Result<Int, Error>) -> Void) {
  struct Refused: Error {}
  completion(ok ? .success(3) : .failure(Refused()))
}
load(true) { r in print(r, (try? r.get()) as Any) }
load(false) { r in print((try? r.get()) as Any, r.map { $0 * 2 }.isSuccess) }
extension Result { var isSuccess: Bool { if case .success = self { true } else { false } } }
