final class LegacyInbox: ObservableObject {
  @Published var unread = 2
  @Published var archived = 0
}
@Observable final class Inbox { var unread = 2; var archived = 0 }
struct LegacyArchived: View {
  @ObservedObject var model: LegacyInbox
  var body: some View { Text("\(model.archived)") }
}
struct ArchivedView: View {
  let model: Inbox
  var body: some View { Text("\(model.archived)") }
}

let legacy = LegacyInbox()
let modern = Inbox()
host(VStack {
  LegacyArchived(model: legacy)
  ArchivedView(model: modern)
})
resetBodyCounts()
legacy.unread = 2
modern.unread = 2
settle()
print(bodyCounts)
