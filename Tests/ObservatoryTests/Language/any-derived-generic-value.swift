// A type-erased cache made from a `[String: Any]` payload: Swift infers `Slot<Any>`, which
// the value (an Int) does not show; the playground refuses it when the lesson loads.
struct Slot<Value> {
  var value: Value
  var hits = 0
}
let payload: [String: Any] = ["id": 7]
let slot = Slot(value: payload["id"]!)
print(slot.hits)
print(slot)
