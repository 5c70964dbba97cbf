// `Self` inside types: static properties read and written through `Self` in initializers,
// `Self.make()` in static methods, `Self(...)` in a convenience init and in protocol
// extensions, in structs, enums, final classes and a class hierarchy.
struct Ticket: CustomStringConvertible {
    static var issued = 0
    static let prefix = "T-"
    let number: Int
    let code: String

    init() {
        Self.issued += 1
        number = Self.issued
        code = Self.prefix + String(number)
    }

    static func make() -> Self { Self() }
    static func batch(_ n: Int) -> [Self] { (0..<n).map { _ in Self.make() } }
    var description: String { "\(code) of \(Self.issued)" }
}

let tickets = Ticket.batch(3)
print(tickets.map(\.code), Ticket.issued)
print(tickets[0], Ticket.make())

enum Level: Int, CaseIterable {
    case low = 1, mid, high
    static var maximum: Self { Self.allCases.last! }
    static let fallback = Self.low
    init(clamping raw: Int) {
        self = Self(rawValue: min(max(raw, 1), Self.maximum.rawValue)) ?? Self.fallback
    }
    var next: Self { Self(rawValue: rawValue + 1) ?? Self.maximum }
}
print(Level(clamping: 9), Level(clamping: -3), Level.low.next.next.next)

final class Session {
    static var open: [String] = []
    let user: String
    init(user: String) {
        self.user = user
        Self.open.append(user)
    }
    convenience init() { self.init(user: "guest\(Self.open.count)") }
    static func guest() -> Session { Self() }
    deinit { print("closing \(user)") }
}
do {
    let a = Session(user: "ana")
    let g = Session.guest()
    let h = Session()
    print(Session.open, a.user, g.user, h.user)
}

class Widget {
    class var kind: String { "widget" }
    static var built: [String] = []
    let label: String
    required init(label: String) {
        self.label = label
        Self.built.append("\(Self.kind):\(label)")
    }
    class func make(_ label: String) -> Self { Self(label: label) }
    func twin() -> Self { Self(label: label + "'") }
    func describe() -> String { "\(Self.kind) \(label)" }
}
final class Button: Widget {
    override class var kind: String { "button" }
}
let w = Widget.make("w1")
let b = Button.make("ok")
let b2 = b.twin()
print(w.describe(), b.describe(), b2.describe())
let asWidget: Widget = b2
print(asWidget.describe(), type(of: asWidget).kind)
print(Widget.built)

protocol Resettable {
    init()
    static var defaultName: String { get }
}
extension Resettable {
    static func fresh() -> Self { Self() }
    func reset() -> Self {
        print("resetting to \(Self.defaultName)")
        return Self()
    }
}
struct Form: Resettable {
    static let defaultName = "form"
    var fields: [String] = []
}
var form = Form.fresh()
form.fields.append("email")
print(form.fields, form.reset().fields)
