// Idiom: Date in models — .now comparisons, addingTimeInterval, timeIntervalSince, sorting by date; only fixed dates are printed.
import Foundation
import Observation

@Observable final class Reminder {
    var title: String
    var due: Date
    init(title: String, due: Date) { self.title = title; self.due = due }
    var isOverdue: Bool { due < .now }
}

let start = Date.now
let later = start.addingTimeInterval(3600)
print(later > start, later.timeIntervalSince(start), start.distance(to: later))
let reminder = Reminder(title: "call", due: start.addingTimeInterval(-60))
print(reminder.isOverdue)
withObservationTracking {
    _ = reminder.isOverdue
} onChange: {
    print("due date will change")
}
reminder.due = later
print(reminder.isOverdue)

let epoch = Date(timeIntervalSince1970: 0)
print(epoch)
print(Date(timeIntervalSince1970: 86_400 * 365), epoch.timeIntervalSince1970)
let dates = [epoch.addingTimeInterval(30), epoch, epoch.addingTimeInterval(10)]
print(dates.sorted().map { $0.timeIntervalSince1970 })
print(Date.distantPast < epoch, Date.now > epoch, max(epoch, later) == later)
