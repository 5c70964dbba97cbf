// A task declared with its Success type: the closure's literals are of that type, as Swift infers.
struct Quote { let symbol: String; var price: Double }

final class PriceFeed {
    var pending: Task<Double, Never>?
    var retries: Task<Int, Error>?

    func refresh(_ q: Quote) {
        pending = Task {
            if q.symbol.isEmpty { return 0 }
            return 100
        }
    }
}

let feed = PriceFeed()
feed.refresh(Quote(symbol: "ACME", price: 1))
let fallback: Task<Double, Never> = Task { 1 }
let ratio: Task<Double, Never> = Task.detached { 3 / 2 }
print(await feed.pending!.value, await fallback.value, await ratio.value)
feed.retries = Task { 2 }
print(try await feed.retries!.value)
let sum = await fallback.value + feed.pending!.value
print(sum, type(of: fallback))
