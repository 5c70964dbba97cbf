import Observation

struct Point { var x = 0, y = 0 }
final class Avatar { var url = "none" }

@Observable final class Canvas {
  var origin: Point? = nil
  var anchors: [String: Point] = ["a": Point(x: 1, y: 1)]
  var zoom: Int? = nil
  var avatar: Avatar? = nil
}

let canvas = Canvas()
func track(_ label: String, _ read: @escaping () -> Void) {
  withObservationTracking(read) { print("  \(label) will change") }
}

track("origin") { _ = canvas.origin }
print("move a missing origin")
canvas.origin?.x = 5
print("origin is", canvas.origin as Any)

track("anchors") { _ = canvas.anchors }
print("nudge a missing anchor")
canvas.anchors["b"]?.y += 1
print(canvas.anchors.count, canvas.anchors["a"]!.y)

track("zoom") { _ = canvas.zoom }
canvas.zoom? *= 2
print("zoom is", canvas.zoom as Any)

track("avatar") { _ = canvas.avatar }
canvas.avatar?.url = "https://example.com/a.png"
print("avatar write through nil: nothing notified")
canvas.avatar = Avatar()

canvas.origin = Point()
track("origin again") { _ = canvas.origin }
canvas.origin?.y = 2
track("anchors again") { _ = canvas.anchors }
canvas.anchors["a"]?.x = 9
print(canvas.origin!.y, canvas.anchors["a"]!.x)
