// Seed: measured article — one tile out of ten (modern half): ModernDashboard with ten MetricValue tiles.
import Observation

@MainActor
enum BodyCounter {
    static var counts: [String: Int] = [:]
    static func record(_ view: String) { counts[view, default: 0] += 1 }
    static func reset() { counts = [:] }
}

@MainActor
@Observable
final class MetricValue {
    var value = 0
}

@MainActor
@Observable
final class ModernDashboard {
    let metrics = (0..<10).map { _ in MetricValue() }
}

struct ModernTile: View {
    var metric: MetricValue
    var body: some View {
        BodyCounter.record("modern tile")
        return Text("\(metric.value)")
    }
}

let modernDashboard = ModernDashboard()
let dashboardWindow = host(HStack {
    VStack { ForEach(0..<10, id: \.self) { ModernTile(metric: modernDashboard.metrics[$0]) } }
})
settle()
print("first render: \(BodyCounter.counts)")

BodyCounter.reset()
modernDashboard.metrics[3].value += 1
settle()
assert(BodyCounter.counts == ["modern tile": 1])
print("after metrics[3].value += 1: \(BodyCounter.counts)")
print(modernDashboard.metrics.map(\.value))
withExtendedLifetime(dashboardWindow) {}
