import Observation

struct Message: CustomStringConvertible {
    enum Kind { case text(String), image(width: Int, height: Int), system(String) }
    let from: String
    let kind: Kind
    var description: String {
        switch kind {
        case .text(let t): return "\(from): \(t)"
        case let .image(w, h): return "\(from) sent a \(w)x\(h) image"
        case .system(let s): return "* \(s)"
        }
    }
}

@MainActor
@Observable
final class ChatRoom {
    var messages: [Message] = []
    var typing: Set<String> = []
    var unread = 0
    var isVisible = false

    func receive(_ m: Message) {
        messages.append(m)
        typing.remove(m.from)
        if !isVisible { unread += 1 }
    }
}

let room = ChatRoom()
let (incoming, continuation) = AsyncStream.makeStream(of: Message.self)

let pump = Task { @MainActor in
    var count = 0
    for await message in incoming {
        room.receive(message)
        count += 1
    }
    room.receive(Message(from: "server", kind: .system("stream closed")))
    return count
}

let badge = Task { @MainActor in
    for await unread in Observations({ room.unread }) {
        print("badge:", unread)
        if unread >= 3 { break }
    }
}

try await Task.sleep(for: .milliseconds(10))
room.typing.insert("ana")
continuation.yield(Message(from: "ana", kind: .text("hi!")))
try await Task.sleep(for: .milliseconds(10))
continuation.yield(Message(from: "bo", kind: .image(width: 640, height: 480)))
continuation.yield(Message(from: "ana", kind: .text("nice")))
try await Task.sleep(for: .milliseconds(10))
room.isVisible = true
continuation.yield(Message(from: "bo", kind: .text("thanks")))
continuation.finish()
print("pumped", await pump.value)
await badge.value
for m in room.messages { print(m) }
print("unread", room.unread, "typing", room.typing.sorted())
