import Foundation
enum ParseError: Error, CustomStringConvertible {
  case missingField(String)
  case badNumber(String)
  var description: String {
    switch self {
    case .missingField(let f): return "missing \(f)"
    case .badNumber(let s): return "bad number '\(s)'"
    }
  }
}

struct Order: CustomStringConvertible {
  let id: Int
  let amount: Double
  var description: String { "Order(\(id), \(amount))" }
}

func fields(_ line: String) -> [String: String] {
  var out: [String: String] = [:]
  for pair in line.split(separator: ";") {
    let kv = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    if kv.count == 2 { out[kv[0]] = kv[1] }
  }
  return out
}

func parse(_ line: String) -> Result<Order, ParseError> {
  let f = fields(line)
  guard let idText = f["id"] else { return .failure(.missingField("id")) }
  guard let id = Int(idText) else { return .failure(.badNumber(idText)) }
  return Result {
    guard let a = f["amount"] else { throw ParseError.missingField("amount") }
    guard let amount = Double(a) else { throw ParseError.badNumber(a) }
    return Order(id: id, amount: amount)
  }.mapError { $0 as! ParseError }
}

let lines = ["id=1; amount=9.5", "id=2", "amount=3", "id=x; amount=1", "id=5; amount=2.25", "id=6;amount=abc"]
let results = lines.map(parse)
for (line, r) in zip(lines, results) {
  switch r {
  case .success(let o): print("ok  ", o)
  case .failure(let e): print("fail", e, "<-", line)
  }
}
let orders = results.compactMap { try? $0.get() }
print(orders.map(\.amount).reduce(0, +), orders.count)
let doubled = results[0].map { $0.amount * 2 }
print(doubled, results[1].map { $0.id } as Any)
