protocol Subscriber: AnyObject {
  var id: String { get }
  func receive(_ event: String) -> Bool
}

extension Subscriber {
  func receive(_ event: String) -> Bool {
    print("[\(id)] default handling of \(event)")
    return false
  }
}

final class WeakBox {
  weak var value: (any Subscriber)?
  init(_ v: any Subscriber) { value = v }
}

final class EventBus {
  private var boxes: [WeakBox] = []
  func subscribe(_ s: any Subscriber) { boxes.append(WeakBox(s)) }
  func publish(_ e: String) {
    boxes.removeAll { $0.value == nil }
    var handled = 0
    for b in boxes {
      if let s = b.value, s.receive(e) { handled += 1 }
    }
    print("\(e): \(handled)/\(boxes.count) handled")
  }
}

final class Logger: Subscriber {
  let id = "log"
  var lines: [String] = []
  func receive(_ event: String) -> Bool {
    lines.append(event)
    return true
  }
  deinit { print("logger deinit after \(lines.count) lines") }
}

final class Analytics: Subscriber {
  let id: String
  init(id: String) { self.id = id }
  deinit { print("analytics \(id) deinit") }
}

let bus = EventBus()
let logger = Logger()
bus.subscribe(logger)
do {
  let temp = Analytics(id: "temp")
  bus.subscribe(temp)
  bus.publish("launch")
}
bus.publish("tap")
var maybe: Analytics? = Analytics(id: "session")
bus.subscribe(maybe!)
bus.publish("scroll")
maybe = nil
bus.publish("close")
print(logger.lines)
let all: [any Subscriber] = [logger, Analytics(id: "inline")]
print(all.map { $0.id }, all.map { $0.receive("x") })
print("end")
