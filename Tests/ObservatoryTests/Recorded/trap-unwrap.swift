//: # A trap: a nil unwrapped
@Observable final class Box { var value: Int? = 1 }
let box = Box()
withObservationTracking { _ = box.value } onChange: { print("value will change from \(box.value!)") }
box.value = nil
print("value is \(String(describing: box.value))")
print(box.value! + 1)
