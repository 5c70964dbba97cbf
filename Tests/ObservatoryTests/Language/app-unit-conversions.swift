enum UnitLength: String, CaseIterable {
  case meters = "m", kilometers = "km", miles = "mi", feet = "ft"
  var inMeters: Double {
    switch self {
    case .meters: return 1
    case .kilometers: return 1000
    case .miles: return 1609.344
    case .feet: return 0.3048
    }
  }
}

struct Length: Comparable, CustomStringConvertible {
  let value: Double
  let unit: UnitLength
  var meters: Double { value * unit.inMeters }
  func converted(to u: UnitLength) -> Length { Length(value: meters / u.inMeters, unit: u) }
  static func < (a: Length, b: Length) -> Bool { a.meters < b.meters }
  static func == (a: Length, b: Length) -> Bool { abs(a.meters - b.meters) < 1e-9 }
  static func + (a: Length, b: Length) -> Length { Length(value: a.value + b.converted(to: a.unit).value, unit: a.unit) }
  var description: String { "\((value * 100).rounded() / 100) \(unit.rawValue)" }
}

let run = Length(value: 5, unit: .kilometers)
let mile = Length(value: 1, unit: .miles)
print(run.converted(to: .miles), mile.converted(to: .feet), run + mile)
print(run > mile, [run, mile, Length(value: 3000, unit: .feet)].sorted(), Length(value: 1000, unit: .meters) == Length(value: 1, unit: .kilometers))
for u in UnitLength.allCases { print(u.rawValue, mile.converted(to: u)) }
let total = [run, mile, mile].reduce(Length(value: 0, unit: .meters), +)
print(total, total.converted(to: .kilometers), UnitLength(rawValue: "ft") == .feet)
