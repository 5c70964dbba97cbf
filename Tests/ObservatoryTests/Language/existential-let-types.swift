// An inspector that keeps a few values as Any, some of them empty or made of Anys: type(of:)
// names each with the type it was put into the Any with, as Swift does.
struct Reading {
    var celsius: Double
}

let noReadings = [Reading]()
let stored: Any = noReadings
print(type(of: stored))

let mixed: Any = [1, 2] as [Any]
print(type(of: mixed), mixed)

let tags: Any = Set<String>()
let counts: Any = [String: Int]()
print(type(of: tags), type(of: counts))

let again: Any = stored
print(type(of: again))

func describe() {
    let local: Any = [[Int]]()
    let scores: Any = [String: [Double]]()
    print(type(of: local), type(of: scores))
    if let readings = stored as? [Reading] {
        print("readings:", readings.count)
    }
}
describe()

let sample: Any = Reading(celsius: 21.5)
print(type(of: sample), "\(type(of: stored))s")
