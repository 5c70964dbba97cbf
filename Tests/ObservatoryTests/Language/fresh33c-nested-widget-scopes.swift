import Observation

protocol Widget: AnyObject, Observable {
    var id: String { get }
    var isVisible: Bool { get set }
    func render() -> String
}

extension Widget {
    func renderIfVisible() -> String { isVisible ? render() : "<\(id) hidden>" }
}

@Observable
final class Clock: Widget {
    let id = "clock"
    var isVisible = true
    var minutes = 0
    func render() -> String { "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)" }
}

@Observable
final class Battery: Widget {
    let id = "battery"
    var isVisible = true
    var level = 100
    var charging = false
    func render() -> String { "\(level)%\(charging ? "+" : "")" }
}

@Observable
final class Dashboard {
    var widgets: [any Widget] = []
    var compact = false

    var renderCount = 0
}

let clock = Clock(), battery = Battery()
let dash = Dashboard()
dash.widgets = [clock, battery]

var outerFired = 0
var innerFired: [String: Int] = [:]

func renderDashboard() {
    withObservationTracking {
        var parts: [String] = []
        for w in dash.widgets {
            let text = withObservationTracking { w.renderIfVisible() } onChange: {
                innerFired[w.id, default: 0] += 1
            }
            parts.append(text)
        }
        print(dash.compact ? parts.joined(separator: "|") : parts.joined(separator: "  ·  "))
    } onChange: {
        outerFired += 1
        work.append(renderDashboard)
    }
}
var work: [() -> Void] = []
func flush() { while let w = work.popLast() { w() } }

renderDashboard()
clock.minutes = 75; flush()
battery.level = 80; flush()
dash.compact = true; flush()
battery.isVisible = false; flush()
battery.level = 60; flush()
battery.charging = true; flush()
dash.widgets.removeFirst(); flush()
clock.minutes = 90; flush()
dash.renderCount += 1; flush()
var countSeen = 0
withObservationTracking { countSeen = dash.renderCount } onChange: { print("renderCount will change from", dash.renderCount) }
dash.renderCount = 5
dash.renderCount = 6
print("outer:", outerFired, "inner:", innerFired.sorted { $0.key < $1.key }, "countSeen:", countSeen)
