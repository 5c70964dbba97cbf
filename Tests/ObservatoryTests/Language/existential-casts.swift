// Casts to existentials: `is any P`, `as? any P`, `as! any P` for the lesson's own protocols
// (inherited, adopted in an extension, through a superclass), for `Observable` (the macro's
// conformance, a hand-written `: Observable`, a protocol that refines it) and for compositions.
import Observation

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Member: Named, Aged {}
protocol Store: Observable {}

struct Dog: Named { let name: String }
struct Student: Member {
  let name: String
  let age: Int
}
final class Crate {}
extension Crate: Named { var name: String { "crate" } }

@Observable class Account { var balance = 0 }
final class SavingsAccount: Account {}
final class Settings: Observable { var theme = "dark" }
@Observable final class Cart: Store { var items = 0 }
@Observable final class Profile: Named { var name = "Ada" }
final class Plain {}

let values: [Any] = [
  Account(), SavingsAccount(), Settings(), Cart(), Profile(), Plain(), Dog(name: "Rex"),
  Student(name: "Ann", age: 9), Crate(), 42, "text",
]
for value in values {
  let observable = value is any Observable
  let bare = value is Observable
  let named = (value as? any Named)?.name ?? "-"
  let both = value is any Named & Aged
  let member = value is any Member
  let store = value is any Store
  print(type(of: value), observable, bare, named, both, member, store)
}

// A composition with a class: an instance of it (or of a subclass) that also conforms.
let account: Any = SavingsAccount()
print(account is Account & Observable, account is any Observable & Named)

// `as!` hands back the value as the existential.
let observed = values[3] as! any Observable
print(type(of: observed))
let person = values[7] as! any Member
print(person.name, person.age)

// In a switch, and optional values cast through.
for value in values.prefix(9) {
  switch value {
  case let m as any Member: print("member", m.name, m.age)
  case let n as any Named: print("named", n.name)
  case is any Observable: print("observable", type(of: value))
  default: print("other")
  }
}
let maybe: Dog? = Dog(name: "Fido")
print(maybe is any Named, (maybe as? any Named)?.name ?? "-")
let none: Dog? = nil
print(none is any Named, (none as? any Named)?.name ?? "-")

// An existential inside a function, generic over its argument.
func describe<T>(_ value: T) -> String {
  if let n = value as? any Named { return "named \(n.name)" }
  if value is any Observable { return "observable" }
  return "plain"
}
print(describe(Crate()), describe(Cart()), describe(7))
