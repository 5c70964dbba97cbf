enum PaymentError: Error, Equatable {
    case declined(reason: String)
    case insufficientFunds(missing: Int)
    case offline
}

protocol PaymentProvider {
    var name: String { get }
    func charge(_ cents: Int) async throws -> String
}

extension PaymentProvider {
    func chargeAll(_ amounts: [Int]) async -> [Result<String, Error>] {
        var out: [Result<String, Error>] = []
        for a in amounts {
            do { out.append(.success(try await charge(a))) } catch { out.append(.failure(error)) }
        }
        return out
    }
}

struct CardProvider: PaymentProvider {
    let name = "card"
    var limit: Int
    func charge(_ cents: Int) async throws -> String {
        try await Task.sleep(for: .milliseconds(1))
        if cents > limit { throw PaymentError.insufficientFunds(missing: cents - limit) }
        if cents % 13 == 0 { throw PaymentError.declined(reason: "unlucky") }
        return "card:\(cents)"
    }
}

struct OfflineProvider: PaymentProvider {
    let name = "offline"
    func charge(_ cents: Int) async throws -> String { throw PaymentError.offline }
}

final class Checkout {
    let providers: [any PaymentProvider]
    private(set) var attempts: [String] = []
    init(providers: [any PaymentProvider]) { self.providers = providers }

    func pay(_ cents: Int) async -> String? {
        for p in providers {
            attempts.append(p.name)
            do {
                return try await p.charge(cents)
            } catch PaymentError.declined(let reason) {
                print("\(p.name) declined: \(reason)")
            } catch let PaymentError.insufficientFunds(missing) where missing < 100 {
                print("\(p.name) short by \(missing)")
            } catch {
                print("\(p.name) failed: \(error)")
            }
        }
        return nil
    }
}

let checkout = Checkout(providers: [OfflineProvider(), CardProvider(limit: 500)])
print(await checkout.pay(200) ?? "unpaid")
print(await checkout.pay(520) ?? "unpaid")
print(await checkout.pay(2_000) ?? "unpaid")
print(await checkout.pay(26) ?? "unpaid")
print(checkout.attempts.joined(separator: ","))
let results = await CardProvider(limit: 100).chargeAll([50, 130, 39])
for r in results {
    switch r {
    case .success(let s): print("ok", s)
    case .failure(let e as PaymentError): print("payment error", e)
    case .failure(let e): print("other", e)
    }
}
