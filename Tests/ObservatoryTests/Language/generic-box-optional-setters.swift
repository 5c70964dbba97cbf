// A generic observable box written by hand, made for an Optional type argument (`Box<Int?>`):
// a value given to its setter is an Optional there, so the box describes it as `Optional(3)`.
import Observation

final class Box<Value: Equatable>: Observable, CustomStringConvertible {
  private let registrar = ObservationRegistrar()
  private var stored: Value
  private(set) var history: [String] = []

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      guard newValue != stored else { return }
      history.append("\(stored) -> \(newValue)")
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }

  func replace(with newValue: Value) { value = newValue }

  var description: String { "Box(\(stored))" }
}

let count = Box(0)
let name = Box<String?>(nil)
let score = Box<Int?>(nil)

withObservationTracking {
  _ = (count.value, name.value, score.value)
} onChange: {
  print("a box will change")
}

count.value = 2
name.value = "ada"
score.value = 7
score.replace(with: nil)
score.replace(with: 9)
name.value = "ada"
print(count, name, score)
print(score.history)
print(name.history)
if let s = score.value { print("score is", s) }
