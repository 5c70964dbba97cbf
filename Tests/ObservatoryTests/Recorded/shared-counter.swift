//: # Two observers of one write share a counter
//: Which of them runs first is not promised (R13: Swift calls them in a `Set`'s hash order, which
//: changes from run to run), so what each prints depends on that order: Swift prints `X 1`, `Y 2`
//: in some runs and `Y 1`, `X 2` in others, never `Y 2` before `X 1`. `verify` runs the playground
//: in the order each real run's events show, and compares exactly.
@Observable final class Model { var a = 0 }
final class Tally: @unchecked Sendable { var count = 0 }
let model = Model()
let tally = Tally()
withObservationTracking { _ = model.a } onChange: {
  tally.count += 1
  print("X \(tally.count)")
}
withObservationTracking { _ = model.a } onChange: {
  tally.count += 1
  print("Y \(tally.count)")
}
model.a = 1
print("count \(tally.count)")
