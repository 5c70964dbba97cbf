@Observable final class Inbox { var unread = 3; var drafts = 1 }
struct Badge: View {
  var inbox: Inbox
  var body: some View { Text("\(inbox.unread)") }
}
struct Drafts: View {
  var inbox: Inbox
  var body: some View { Text("drafts \(inbox.drafts)") }
}
struct Root: View {
  let inbox: Inbox
  var body: some View {
    TabView {
      NavigationView { Badge(inbox: inbox) }
      LazyVStack(spacing: 4) { Drafts(inbox: inbox) }
      ScrollView { LazyHStack { Text("static") } }
    }
  }
}
let inbox = Inbox()
host(Root(inbox: inbox))
resetBodyCounts()
inbox.unread = 0
settle()
print(bodyCounts)
