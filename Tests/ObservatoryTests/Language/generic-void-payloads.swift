// A settings screen's undo log records each change as a command whose payload is generic: a
// reset carries nothing, so its payload is `()`.
struct Command<Payload> {
  let name: String
  let payload: Payload
}

struct Log<Entry> {
  var entries: [Entry] = []
  mutating func record(_ e: Entry) { entries.append(e) }
}

func describe<T>(_ value: T) -> String { "\(type(of: value)): \(value)" }

let reset = Command(name: "reset", payload: ())
let rename = Command(name: "rename", payload: "Inbox")
print(reset)
print([reset], type(of: reset))
debugPrint(reset)
var log = Log<Command<()>>()
log.record(reset)
print(log, log.entries.count)
print(describe(()), describe(reset.payload), [describe(rename)])
print(String(describing: type(of: ())), "\(Command(name: "noop", payload: ()))")
