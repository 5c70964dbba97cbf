import Foundation
import Observation

struct Message: Identifiable, Hashable {
  let id: Int
  let author: String
  let text: String
  var reactions: [String: Int] = [:]
}

@Observable final class ChatRoom {
  private(set) var messages: [Message] = []
  var draft = ""
  var typing: Set<String> = []
  private var nextID = 100

  func send(as author: String) {
    let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    messages.append(Message(id: nextID, author: author, text: text))
    nextID += 1
    draft = ""
    typing.remove(author)
  }

  func react(_ emoji: String, to id: Int) {
    guard let i = messages.firstIndex(where: { $0.id == id }) else { return }
    messages[i].reactions[emoji, default: 0] += 1
  }

  var grouped: [(String, [String])] {
    Dictionary(grouping: messages, by: \.author)
      .map { ($0.key, $0.value.map(\.text)) }
      .sorted { $0.0 < $1.0 }
  }
}

let room = ChatRoom()
withObservationTracking {
  _ = room.messages.count
} onChange: {
  print("message list scrolls")
}
room.typing.insert("ana")
room.draft = "  hello there \n"
room.send(as: "ana")
room.draft = "   "
room.send(as: "bo")
room.draft = "hi ana"
room.send(as: "bo")
room.react("👍", to: 100)
room.react("👍", to: 100)
room.react("🎉", to: 101)
room.react("x", to: 999)
print(room.messages.map { "\($0.author): \($0.text) \($0.reactions.sorted { $0.key < $1.key })" })
print(room.grouped.map { "\($0.0)=\($0.1.count)" }, room.typing, Set(room.messages).count)
