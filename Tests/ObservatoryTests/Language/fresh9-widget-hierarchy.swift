import Observation

@Observable
class Widget: CustomStringConvertible {
    let id: String
    var isHidden = false
    var frame: (x: Int, y: Int, w: Int, h: Int)

    init(id: String, frame: (x: Int, y: Int, w: Int, h: Int)) {
        self.id = id
        self.frame = frame
    }

    var kind: String { "widget" }
    func render(depth: Int = 0) -> [String] {
        [String(repeating: "  ", count: depth) + "\(kind) \(id) \(frame.w)x\(frame.h)" + (isHidden ? " (hidden)" : "")]
    }
    var description: String { "\(kind)#\(id)" }
    deinit { print("deinit \(id)") }
}

class Label: Widget {
    var text: String
    init(id: String, text: String) {
        self.text = text
        super.init(id: id, frame: (0, 0, text.count * 8, 16))
    }
    override var kind: String { "label" }
    override func render(depth: Int = 0) -> [String] {
        super.render(depth: depth).map { $0 + " \"\(text)\"" }
    }
}

final class Stack: Widget {
    private(set) var children: [Widget] = []
    let spacing: Int
    init(id: String, spacing: Int) {
        self.spacing = spacing
        super.init(id: id, frame: (0, 0, 0, 0))
    }
    override var kind: String { "stack" }
    func add(_ w: Widget) {
        children.append(w)
        layout()
    }
    func remove(id: String) { children.removeAll { $0.id == id }; layout() }
    private func layout() {
        var y = 0
        for c in children where !c.isHidden {
            c.frame.y = y
            y += c.frame.h + spacing
        }
        frame.w = children.map(\.frame.w).max() ?? 0
        frame.h = max(0, y - spacing)
    }
    override func render(depth: Int = 0) -> [String] {
        super.render(depth: depth) + children.flatMap { $0.render(depth: depth + 1) }
    }
}

let root = Stack(id: "root", spacing: 4)
withObservationTracking {
    print("root is \(root.frame.w)x\(root.frame.h) with \(root.children.count) children")
} onChange: {
    print("root layout invalidated")
}
do {
    let title = Label(id: "title", text: "Observation")
    root.add(title)
    root.add(Label(id: "subtitle", text: "in depth"))
    let inner = Stack(id: "inner", spacing: 2)
    inner.add(Widget(id: "spacer", frame: (0, 0, 10, 10)))
    inner.add(Label(id: "note", text: "hi"))
    root.add(inner)
    title.isHidden = true
}
print(root.render().joined(separator: "\n"))
let widgets: [Widget] = root.children
print(widgets.map(\.description), widgets.filter { $0 is Label }.count, widgets.compactMap { $0 as? Stack }.first?.children.count ?? 0)
root.remove(id: "inner")
print("after remove:", root.children)
root.remove(id: "title")
print("end")
