enum OrderState: Equatable {
    case cart(items: Int)
    case paid(amount: Double)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)
}

enum OrderEvent {
    case add(Int)
    case pay(Double)
    case ship(String)
    case deliver
    case cancel(String)
}

struct TransitionError: Error, CustomStringConvertible {
    let from: OrderState
    let event: OrderEvent
    var description: String { "cannot \(event) while \(from)" }
}

struct Order {
    private(set) var state: OrderState = .cart(items: 0)
    private(set) var history: [OrderState] = []

    mutating func handle(_ event: OrderEvent) throws {
        let next: OrderState
        switch (state, event) {
        case let (.cart(n), .add(k)) where n + k >= 0:
            next = .cart(items: n + k)
        case let (.cart(n), .pay(amount)) where n > 0 && amount > 0:
            next = .paid(amount: amount)
        case let (.paid, .ship(code)) where !code.isEmpty:
            next = .shipped(tracking: code)
        case (.shipped, .deliver):
            next = .delivered
        case let (.cart, .cancel(why)), let (.paid, .cancel(why)):
            next = .cancelled(reason: why)
        default:
            throw TransitionError(from: state, event: event)
        }
        history.append(state)
        state = next
    }
}

func run(_ events: [OrderEvent]) -> Order {
    var order = Order()
    for e in events {
        do {
            try order.handle(e)
            print("ok   \(e) -> \(order.state)")
        } catch let error as TransitionError {
            print("fail \(error)")
        } catch {
            print("unexpected", error)
        }
    }
    return order
}

let happy = run([.add(2), .add(1), .pay(31.5), .ship("ZX9"), .deliver, .cancel("too late")])
print(happy.history.count, happy.state == .delivered)
let sad = run([.pay(10), .add(-1), .add(1), .cancel("changed mind"), .ship("A1")])
if case .cancelled(let why) = sad.state { print("cancelled because", why) }
let states: [OrderState] = [.cart(items: 1), .paid(amount: 2), .delivered, .cancelled(reason: "x")]
let finished = states.filter {
    switch $0 {
    case .delivered, .cancelled: return true
    default: return false
    }
}
print(finished, states.firstIndex(of: .delivered) ?? -1)
