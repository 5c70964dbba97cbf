// Date: fixed dates print as Swift prints them (UTC, seconds truncated toward zero, the range from
// distantPast to distantFuture); arithmetic with TimeInterval; comparisons; `.now` where a Date is
// expected; the clock moves forward across a sleep (only relations are printed: real dates differ).
import Foundation
import Observation

let epoch = Date(timeIntervalSince1970: 0)
let reference = Date(timeIntervalSinceReferenceDate: 0)
print(epoch, reference)
print([epoch], "\(reference)")
let maybe: Date? = epoch
print(maybe as Any, [maybe])
print(epoch.description, String(describing: reference), String(reflecting: reference))
print(epoch.timeIntervalSince1970, epoch.timeIntervalSinceReferenceDate, reference.timeIntervalSince1970)
print(Date(timeIntervalSince1970: 0.1).timeIntervalSince1970, Date(timeIntervalSince1970: 1_700_000_000.123).timeIntervalSince1970)
print(Date(timeIntervalSince1970: 1.5), Date(timeIntervalSince1970: -1.5), Date(timeIntervalSince1970: -0.5))
print(Date(timeIntervalSince1970: 59.9999999), Date(timeIntervalSince1970: 86_399.99999999))
print(Date(timeIntervalSinceReferenceDate: -0.49999), Date(timeIntervalSinceReferenceDate: 0.999999999))
print(Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 951_782_400))
print(Date.distantPast, Date.distantFuture)
print(Date(timeIntervalSinceReferenceDate: 63_113_904_000.5), Date(timeIntervalSinceReferenceDate: -63_114_076_800.5))
print(Date(timeIntervalSince1970: 253_402_300_799), Date(timeIntervalSince1970: 1e12), Date(timeIntervalSince1970: -1e12))
print(Date(timeIntervalSinceReferenceDate: .infinity), Date(timeIntervalSinceReferenceDate: -Double.infinity))
print(Date(timeIntervalSince1970: -62_135_596_800), Date(timeIntervalSince1970: -2_208_988_800))

let meeting = Date(timeIntervalSince1970: 1_700_000_000)
let later = meeting.addingTimeInterval(90)
print(later, later.timeIntervalSince(meeting), meeting.distance(to: later), later.advanced(by: -30))
print(later - 30, later + 0.5, meeting + 3600 * 24)
var moving = meeting
moving += 60
moving -= 0.25
moving.addTimeInterval(1)
print(moving, moving.timeIntervalSince(meeting))
print(meeting < later, meeting > later, meeting <= meeting, later >= meeting, meeting == Date(timeIntervalSince1970: 1_700_000_000), meeting != later)
print([later, meeting, epoch].sorted(), max(meeting, later) == later, min(meeting, later) == meeting)
print(Date(timeInterval: 10, since: meeting), Date(timeIntervalSinceReferenceDate: 86_400 * 366))

var agenda: [Date: String] = [meeting: "meeting"]
agenda[Date(timeIntervalSince1970: 1_700_000_000)] = "same instant"
agenda[later] = "later"
print(agenda.count, agenda[meeting] ?? "none")

struct Event: Equatable {
    var title: String
    var at: Date
}
print(Event(title: "a", at: meeting) == Event(title: "a", at: Date(timeIntervalSinceReferenceDate: meeting.timeIntervalSinceReferenceDate)))
print(Event(title: "launch", at: epoch))

@Observable final class SyncState {
    var itemCount = 0
    var lastSyncDate: Date = .now
    var deadline = Date.distantFuture
}
let state = SyncState()
print(state.lastSyncDate <= Date.now, state.deadline == .distantFuture, state.lastSyncDate > meeting)
withObservationTracking {
    _ = state.deadline
} onChange: {
    print("deadline will change")
}
state.deadline = Date.distantFuture
print("same date stored: no change (R7)")
state.deadline = meeting

let start = Date()
let again = Date.now
print(again >= start, start.timeIntervalSinceNow <= 0)
try? await Task.sleep(for: .milliseconds(50))
let elapsed = Date().timeIntervalSince(start)
print(elapsed >= 0.05, elapsed < 10, Date.now > start, start < .now)
let soon = Date(timeIntervalSinceNow: 60)
print(soon > Date(), soon.timeIntervalSinceNow > 59, soon.timeIntervalSinceNow <= 60)
print(type(of: meeting))
