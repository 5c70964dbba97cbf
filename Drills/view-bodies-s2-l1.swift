@Observable final class Inbox { var unread = 2; var archived = 0 }
struct ArchivedLabel: View {
  let inbox: Inbox
  var body: some View { Text("\(inbox.archived)") }
}
struct Screen: View {
  let inbox: Inbox
  var body: some View {
    VStack { Text("\(inbox.unread)"); ArchivedLabel(inbox: inbox) }
  }
}

let inbox = Inbox()
host(Screen(inbox: inbox))
resetBodyCounts()
inbox.unread = 4
settle()
print(bodyCounts)
