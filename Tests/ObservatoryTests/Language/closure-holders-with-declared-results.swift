// A generic value made from closures where a declared result names its type (a computed
// property returning a SwiftUI-style Binding<Value>, a function returning one) runs and prints as
// Swift does: the declared result gives its type arguments.
struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void
  var value: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
final class Profile { var name = "a"; var age = 3 }
struct Form {
  let profile: Profile
  var name: Binding<String> { Binding(get: { self.profile.name }, set: { self.profile.name = $0 }) }
  var age: Binding<Int> {
    print("  making age")
    return Binding(get: { self.profile.age }, set: { self.profile.age = $0 })
  }
}
func make() -> Binding<Int> { Binding(get: { 1 }, set: { _ in }) }
func make2() -> Binding<Double> {
  let x = 2.5
  return Binding(get: { x }, set: { _ in })
}
let form = Form(profile: Profile())
form.name.value = "Ada"
form.age.value += 1
print(form.profile.name, form.name.value, form.age.value)
print(type(of: form.name), type(of: form.age), type(of: make()), type(of: make2()))
print(make().value, make2().value)
let shown = form.name
print(type(of: shown))
print(form.name)
print(make())
