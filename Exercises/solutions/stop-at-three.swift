//: # Exercise E6 · Stop at three
//: A tank's level is read by a loop until it reaches 3; the level 3 itself must never be
//: recorded, and the loop must end by itself (lesson 10). This loop records the 3 before it
//: stops.
//:
//: TODO: change the loop so that `levels` ends as `[0, 1, 2]` and the task ends on its own, with
//: no `cancel()`.
//: hint(when: levels.last == 3): The 3 was recorded: the loop body only sees a value after it was delivered. Let the closure that makes the values decide to stop instead.
//: hint(when: levels.isEmpty): Nothing was recorded: the loop must still deliver the levels below 3.
//: hint: `Observations` has a second form whose closure returns either the next value or the end of the sequence.

@MainActor
@Observable
final class Tank {
  var level = 0
}

let tank = Tank()
var levels: [Int] = []
let gauge = Task { @MainActor in
  let readings = Observations<Int, Never>.untilFinished {
    tank.level >= 3 ? .finish : .next(tank.level)
  }
  for await level in readings {
    levels.append(level)
  }
}

for step in 1...3 {
  try? await Task.sleep(for: .milliseconds(10))
  tank.level = step
}
_ = await gauge.value

//: ## The check
#expect(levels == [0, 1, 2])
