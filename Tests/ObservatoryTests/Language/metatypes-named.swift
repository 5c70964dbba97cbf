// A dependency container registers its services by type and logs each registration: the
// metatypes are printed, named with type(of:) and kept in a generic entry.
protocol Service {}
final class Database: Service {}
struct Clock: Service {}
enum Region { case eu }

struct Registration<Kind> {
  let kind: Kind
  let name: String
}

func describe<T>(_ value: T) -> String { "\(type(of: value)) -> \(value)" }

let db = Registration(kind: Database.self, name: "db")
let clock = Registration(kind: Clock.self, name: "clock")
print(db)
print([clock], type(of: clock))
print(type(of: Database.self), [type(of: Region.self)], type(of: Int.self))
print(describe(Clock.self), describe(String.self), [describe(Service.self)])
print(type(of: Service.self), "\(Registration(kind: Region.self, name: "region"))")
debugPrint(db.kind, Registration(kind: Int.self, name: "count"))
