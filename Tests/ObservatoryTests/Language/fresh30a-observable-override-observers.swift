import Observation

// A subclass's `override` with property observers wraps the `@Observable` superclass's setter:
// its willSet runs before the registrar notifies, its didSet after the superclass's didSet.
@Observable
class Widget {
    var width = 100 {
        didSet { print("  Widget.width didSet \(oldValue) -> \(width)") }
    }
    var title = "untitled"
    var area: Int { width * 10 }
}

class Button: Widget {
    override var width: Int {
        willSet { print("  Button.width willSet -> \(newValue)") }
        didSet { print("  Button.width didSet (was \(oldValue))") }
    }
    override var title: String {
        didSet { print("  Button.title didSet -> \(title)") }
    }
}

final class IconButton: Button {
    override var width: Int {
        willSet { print("  IconButton.width willSet -> \(newValue)") }
    }
}

func watch(_ w: Widget, _ label: String) {
    withObservationTracking {
        _ = w.area
        _ = w.title
    } onChange: {
        print("  \(label) invalidated")
    }
}

let b = Button()
watch(b, "button")
b.width = 120
watch(b, "button")
b.width += 5
watch(b, "button")
b.width = 125
print("same value done")
b.title = "OK"
watch(b, "button")
b.title += "!"
let icon = IconButton()
watch(icon, "icon")
icon.width = 64
watch(icon, "icon")
icon.width *= 2
let widgets: [Widget] = [Widget(), b, icon]
for w in widgets {
    watch(w, "\(type(of: w))")
    w.width = 10
}
print(widgets.map(\.width), b.title)
