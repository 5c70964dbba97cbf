// Idiom: deinit timing — optional set to nil, a local going out of scope at the end of a function, an object replaced in an @Observable property.
import Observation

final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

@Observable final class Holder {
    var resource = Resource("first")
}

func useTemporarily() {
    let temp = Resource("temp")
    print("using \(temp.name)")
}

var maybe: Resource? = Resource("optional")
maybe = nil
useTemporarily()

let holder = Holder()
withObservationTracking {
    _ = holder.resource
} onChange: {
    print("holder.resource will change (still \(holder.resource.name))")
}
holder.resource = Resource("second")
print("now holding \(holder.resource.name)")
var list = [Resource("a"), Resource("b")]
list.removeFirst()
print("list has \(list.map { $0.name })")
list = []
print("end")
