// Collections of optionals made with `[T?]()`, filled by append/insert/subscripts, and a
// dictionary of optional values written with `.some`/`.none`.
struct Sensor {
    let name: String
    var reading: Double?
}

func sample(_ sensors: [Sensor]) -> [Double?] {
    var out = [Double?]()
    for s in sensors { out.append(s.reading) }
    out.insert(0, at: 0)  // a calibration value first
    return out
}

let sensors = [Sensor(name: "hall", reading: 19.5), Sensor(name: "attic", reading: nil), Sensor(name: "garage", reading: 7)]
let readings = sample(sensors)
print(readings, type(of: readings))
print(readings.compactMap { $0 }.reduce(0, +), readings.filter { $0 == nil }.count)

var seats = [String?](repeating: nil, count: 4)
seats[1] = "Ada"
seats.append("Grace")
seats.insert("Linus", at: 0)
print(seats, seats.firstIndex(of: nil) as Any)
let taken = 2
var slots = [Int?]()
slots.append(taken)
slots.append(nil)
slots.append(contentsOf: [3, nil])
print(slots, slots.count, type(of: slots))

var lastSeen: [String: Int?] = ["ada": 3]
lastSeen["grace"] = .some(nil)  // known, never seen
lastSeen["linus"] = .some(12)
lastSeen["ada"] = .none  // forget ada
lastSeen["ken"] = nil
print(lastSeen.sorted { $0.key < $1.key }, lastSeen.count)
let nothing = [Sensor?]()
print(nothing, nothing.isEmpty, type(of: nothing), [[Int]]().count)
