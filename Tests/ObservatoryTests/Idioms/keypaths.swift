// Idiom: key paths — \.name in map/sorted, a stored KeyPath, reading and writing through model[keyPath:] on an @Observable class.
import Observation

struct Employee {
    var name: String
    var salary: Int
}

@Observable final class Company {
    var name = "Acme"
    var headcount = 3
}

let staff = [Employee(name: "Bo", salary: 50), Employee(name: "Al", salary: 70)]
print(staff.map(\.name), staff.map(\.salary).reduce(0, +))
let byName = \Employee.name
print(staff[0][keyPath: byName], staff.sorted { $0[keyPath: byName] < $1[keyPath: byName] }.map(\.name))

let company = Company()
let headcountPath: ReferenceWritableKeyPath<Company, Int> = \.headcount
withObservationTracking {
    print("headcount \(company[keyPath: headcountPath])")
} onChange: {
    print("headcount will change")
}
company[keyPath: headcountPath] += 1
company[keyPath: \.name] = "Acme Inc"
print(company.name, company.headcount)
var bo = staff[0]
bo[keyPath: \Employee.salary] = 55
print(bo)
