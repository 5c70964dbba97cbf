// Idiom: string interpolation — expressions, optionals with ??, Doubles, nested quotes, multi-line literals, raw strings.
import Observation

@Observable final class Player {
    var name = "Ada"
    var score = 7.5
    var nickname: String? = nil
}

let player = Player()
withObservationTracking {
    print("\(player.name) has \(player.score) points")
} onChange: {
    print("player will change")
}
print("nickname: \(player.nickname ?? "none")")
print("double score: \(player.score * 2), integer: \(Int(player.score))")
print("quote: \"\(player.name)\" said \("hi")")
print("math: \(1 + 2) \(10 / 4) \(10.0 / 4) \(7 % 3)")
print("array: \([1, 2]) dict: \(["k": 1]) bool: \(true) tuple: \((1, "a"))")
let banner = """
    Player: \(player.name)
      Score: \(player.score)
    Done
    """
print(banner)
print(#"raw \(not interpolated) and \#(player.name)"#)
player.nickname = "countess"
print("nickname now \(player.nickname!)")
player.score += 0.25
print("\(player.score)")
