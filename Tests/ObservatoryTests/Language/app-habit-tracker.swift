import Observation

@Observable final class Habit: Identifiable {
  let id: String
  private(set) var days: Set<Int> = []
  init(_ id: String) { self.id = id }
  func toggle(day: Int) {
    if days.contains(day) { days.remove(day) } else { days.insert(day) }
  }
  var currentStreak: Int {
    guard let last = days.max() else { return 0 }
    var n = 0
    while days.contains(last - n) { n += 1 }
    return n
  }
}

@Observable final class HabitTracker {
  var habits: [Habit] = []
  var best: Habit? { habits.max { $0.currentStreak < $1.currentStreak } }
  func habit(_ id: String) -> Habit {
    if let h = habits.first(where: { $0.id == id }) { return h }
    let h = Habit(id)
    habits.append(h)
    return h
  }
}

let tracker = HabitTracker()
let run = tracker.habit("run")
for d in [1, 2, 3, 5, 6] { run.toggle(day: d) }
let read = tracker.habit("read")
for d in 1...4 { read.toggle(day: d) }
withObservationTracking { _ = tracker.best?.currentStreak } onChange: { print("leaderboard changes") }
print(run.currentStreak, read.currentStreak, tracker.best?.id ?? "-")
run.toggle(day: 7)
run.toggle(day: 4)
print(run.currentStreak, tracker.best?.id ?? "-", run.days.sorted(), tracker.habit("run") === run, tracker.habits.count)
