// A JSON-ish row built from optional fields: in an `[Any]` or `[String: Any]` literal each value
// keeps its own type, so a missing field prints `nil` and the others are not made Optionals.
struct Profile {
  var name: String
  var age: Int?
  var email: String?
}
let ada = Profile(name: "Ada", age: 36, email: nil)
let row: [Any] = [ada.name, ada.age as Any, ada.email as Any, 1.5]
print(row)
print(row.count, row[0] is String, row[1] is Int, row[3] is Double)
let fields: [String: Any] = ["name": ada.name, "email": ada.email as Any]
print(fields["name"]!, fields["email"]!)
let tail: [Any] = ["end", Optional<Int>.none as Any, 2]
print(tail, tail.compactMap { $0 as? Int })
