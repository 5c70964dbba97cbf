// Idiom: swap(&a, &b), swapAt, tuple swap, and swapping two @Observable properties.
import Observation

var a = 1
var b = 2
swap(&a, &b)
print(a, b)

var letters = ["x", "y", "z"]
letters.swapAt(0, 2)
print(letters)

var (left, right) = ("L", "R")
(left, right) = (right, left)
print(left, right)

@Observable final class Players {
    var home = "Ada"
    var away = "Grace"
}

let players = Players()
withObservationTracking {
    print("\(players.home) vs \(players.away)")
} onChange: {
    print("players will change")
}
swap(&players.home, &players.away)
print("\(players.home) vs \(players.away)")
(players.home, players.away) = (players.away, players.home)
print("\(players.home) vs \(players.away)")
