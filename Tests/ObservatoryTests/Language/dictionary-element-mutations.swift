// Arrays and structs kept in dictionaries, changed in place through d[k, default:], d[k]! and
// d[k]?; the same on an @Observable model's properties declared with their types, and `+=`.
import Observation

struct Visit { var page: String; var seconds: Double; var tags: [String] = [] }

var byUser: [String: [Visit]] = [:]
let log = [("ada", "home", 3), ("bob", "docs", 12), ("ada", "docs", 40), ("ada", "home", 5)]
for (user, page, seconds) in log {
    byUser[user, default: []].append(Visit(page: page, seconds: Double(seconds)))
}
byUser["bob"]![0].tags.append("first")
byUser["ada"]?[1].seconds += 0.5
byUser["carol"]?.append(Visit(page: "x", seconds: 1))
byUser["bob"]!.removeAll { $0.seconds > 100 }
for user in byUser.keys.sorted() {
    print(user, byUser[user]!.map { "\($0.page):\($0.seconds)\($0.tags)" })
}

@Observable final class Analytics {
    var sessions: [String: [Visit]] = [:]
    var latest: [String: Visit] = [:]
    var all: [Visit] = []
}
let stats = Analytics()
withObservationTracking { _ = stats.sessions } onChange: { print("sessions will change") }
withObservationTracking { _ = stats.all.count } onChange: { print("all will change") }
for (user, page, seconds) in log {
    stats.sessions[user, default: []].append(Visit(page: page, seconds: Double(seconds)))
    stats.latest[user] = Visit(page: page, seconds: Double(seconds))
    stats.all += [Visit(page: page, seconds: Double(seconds))]
}
stats.latest["ada"]!.tags += ["returning"]
stats.latest["bob"]?.seconds *= 2
stats.latest["nobody"]?.seconds = 1
print(stats.sessions.keys.sorted(), stats.sessions["ada"]!.count, stats.all.count)
print(stats.latest.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.page) \($0.value.seconds) \($0.value.tags)" })
print(stats.all.map(\.seconds).reduce(0, +), stats.latest["nobody"] as Any)
