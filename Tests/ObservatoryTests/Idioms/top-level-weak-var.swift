// Idiom: a top-level `weak var` that becomes nil when the last strong reference goes; weak references in a holder struct.
import Observation

@Observable final class Document {
    let name: String
    var text = ""
    init(name: String) { self.name = name }
    deinit { print("Document \(name) deinit") }
}

var strong: Document? = Document(name: "draft")
weak var weakRef = strong
print(weakRef?.name ?? "nil")

withObservationTracking {
    _ = weakRef?.text
} onChange: {
    print("text will change")
}
weakRef?.text = "hello"
print(strong?.text ?? "")

struct WeakBox {
    weak var value: Document?
}
let box = WeakBox(value: strong)
strong = nil
print("after release:", weakRef == nil, box.value == nil)
print(weakRef?.name ?? "nil")
