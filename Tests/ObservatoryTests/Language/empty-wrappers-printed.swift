// An inbox whose queues start empty: their views print with their types, as Swift prints them.
struct Message { let text: String }

struct Inbox {
  var unread: [Message] = []
  var tags: [String] = []
  var archived: [[Message]] = []

  func newestFirst() -> ReversedCollection<[Message]> { unread.reversed() }
}

let inbox = Inbox()
print(inbox.unread.reversed())
print(inbox.tags.enumerated())
print(zip(inbox.tags, inbox.unread))
debugPrint(inbox.archived.joined())
print(inbox.tags.joined(separator: ", ").isEmpty, inbox.tags.joined().isEmpty)
let numbered = inbox.tags.enumerated()
print("numbered: \(numbered)")
print([inbox.tags.reversed()])
print(String(describing: inbox.newestFirst()))

func load() -> [Int] { [] }
let recent = load().reversed()
print(recent, type(of: recent))
var filled = inbox
filled.tags = ["work", "home"]
print(filled.tags.reversed(), filled.tags.enumerated())
