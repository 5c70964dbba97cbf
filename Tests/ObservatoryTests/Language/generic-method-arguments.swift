// An inbox store generic over its message type: pages and states handed to its methods are made
// without written type arguments, and Swift reads them from the store's own (the method's
// parameter type, `Page<Message>`, with the receiver's argument).

struct Email {
  let subject: String
}

struct Page<Item> {
  var items: [Item] = []
  var cursor: String? = nil
}

enum Phase<Value> {
  case idle
  case ready(Value)
}

final class Inbox<Message> {
  private(set) var pages: [Page<Message>] = []
  var phase: Phase<Page<Message>> = .idle

  func receive(_ page: Page<Message>) {
    pages.append(page)
  }

  func settle(on page: Page<Message>, phase next: Phase<Page<Message>>) {
    pages.append(page)
    phase = next
  }

  var summary: String { "\(pages.count) page(s), last \(String(describing: pages.last))" }
}

let inbox = Inbox<Email>()
inbox.receive(Page())
inbox.receive(Page(cursor: "next"))
print(inbox.pages)
print(inbox.summary)
inbox.settle(on: Page(), phase: .ready(Page(cursor: "end")))
print(inbox.phase)
print(type(of: inbox.pages[0]), inbox.pages.count)

let counts: Inbox<Int> = Inbox()
counts.receive(Page(items: [3, 4]))
counts.receive(Page())
debugPrint(counts.pages)

var drafts: [String: Page<Email>] = [:]
drafts.updateValue(Page(), forKey: "work")
let previous = drafts.updateValue(Page(cursor: "b"), forKey: "work")
print(drafts, previous as Any)
