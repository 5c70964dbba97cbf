// Idiom: sorted(), sorted { }, sorted(by: >), sort(by:) in place on an @Observable array, min(by:)/max(by:), reversed().
import Observation

struct City {
    let name: String
    let population: Int
}

let cities = [City(name: "Oslo", population: 700), City(name: "Lima", population: 10_000), City(name: "Bern", population: 140)]
print(cities.sorted { $0.population < $1.population }.map(\.name))
print(cities.sorted(by: { $0.name > $1.name }).map(\.name))
print(cities.min(by: { $0.population < $1.population })!.name, cities.max { $0.name < $1.name }!.name)
print([3, 1, 2].sorted(), [3, 1, 2].sorted(by: >), Array([3, 1, 2].reversed()))
print(["b", "A", "c"].sorted(), ["b", "A", "c"].sorted { $0.lowercased() < $1.lowercased() })

@Observable final class Leaderboard {
    var scores = [12, 40, 7, 40, 3]
}
let board = Leaderboard()
withObservationTracking {
    print("top score \(board.scores.max() ?? 0)")
} onChange: {
    print("scores will change")
}
board.scores.sort(by: >)
print(board.scores)
board.scores.sort()
board.scores.reverse()
print(board.scores, board.scores.sorted().reversed().first!)
