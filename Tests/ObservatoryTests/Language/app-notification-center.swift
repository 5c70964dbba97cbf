import Observation

struct Notice: Identifiable, Comparable {
  enum Level: Int { case info, warning, critical }
  let id: Int
  let level: Level
  let text: String
  var read = false
  static func < (a: Notice, b: Notice) -> Bool {
    a.level.rawValue != b.level.rawValue ? a.level.rawValue > b.level.rawValue : a.id < b.id
  }
}

@Observable final class NotificationCenterModel {
  private(set) var notices: [Notice] = []
  var unreadCount: Int { notices.count { !$0.read } }
  var badge: String? { unreadCount == 0 ? nil : unreadCount > 9 ? "9+" : String(unreadCount) }
  private var seq = 0

  func post(_ level: Notice.Level, _ text: String) {
    seq += 1
    notices.append(Notice(id: seq, level: level, text: text))
    notices.sort()
  }
  func markAllRead() { for i in notices.indices { notices[i].read = true } }
  func dismiss(where predicate: (Notice) -> Bool) { notices.removeAll(where: predicate) }
}

let center = NotificationCenterModel()
withObservationTracking { _ = center.badge } onChange: { print("badge will redraw") }
center.post(.info, "Backup finished")
center.post(.critical, "Disk almost full")
center.post(.warning, "Update available")
center.post(.info, "New follower")
print(center.notices.map(\.text), center.badge ?? "-")
for i in 0..<8 { center.post(.info, "spam \(i)") }
print(center.badge ?? "-", center.notices.first!.text)
center.markAllRead()
center.dismiss { $0.text.hasPrefix("spam") }
print(center.badge ?? "none", center.notices.map(\.id))
