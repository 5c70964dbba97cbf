import Observation

final class Session { var user = "guest" }
struct Theme: Equatable { var accent = "blue" }

@Observable final class Slot<Value: AnyObject> {
  var current: Value
  init(_ current: Value) { self.current = current }
}
@Observable final class Setting<Value: Equatable> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
@Observable final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
protocol Service: AnyObject { var name: String { get } }
final class Network: Service { let name = "net" }
@Observable final class Registry<S: Service> {
  var service: S
  init(_ s: S) { service = s }
}

func watch(_ label: String, _ read: @escaping () -> Void) {
  withObservationTracking(read) { print("\(label) will change") }
}

let session = Session()
let slot = Slot(session)
watch("slot") { _ = slot.current }
slot.current = session
print("same session stored again")
slot.current = Session()

let theme = Setting(Theme())
watch("theme") { _ = theme.value }
theme.value = Theme()
print("equal theme stored again")
theme.value.accent = "red"

let box = Box(session)
watch("box") { _ = box.value }
box.value = session

let net = Network()
let registry = Registry(net)
watch("registry") { _ = registry.service }
registry.service = net
print("same service stored again")
registry.service = Network()
print(registry.service.name)
