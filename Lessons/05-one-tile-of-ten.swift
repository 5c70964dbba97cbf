//: # Lesson 5 · One tile out of ten
//: Coarse invalidation costs more as more views watch one object. A dashboard with ten tiles,
//: each showing one metric of a shared model: change one metric and count the bodies.

//: ## Ten tiles, both ways
@MainActor
final class LegacyDashboard: ObservableObject {
  @Published var metrics = Array(repeating: 0, count: 10)
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

struct LegacyTile: View {
  @ObservedObject var dashboard: LegacyDashboard
  let index: Int
  var body: some View {
    Text("\(dashboard.metrics[index])")
  }
}

struct ModernTile: View {
  var metric: MetricValue
  var body: some View {
    Text("\(metric.value)")
  }
}

let legacyDashboard = LegacyDashboard()
let modernDashboard = ModernDashboard()
host(HStack {
  VStack { ForEach(0..<10, id: \.self) { LegacyTile(dashboard: legacyDashboard, index: $0) } }
  VStack { ForEach(0..<10, id: \.self) { ModernTile(metric: modernDashboard.metrics[$0]) } }
})
settle()

//: ## Change tile 3
//: The legacy array is one `@Published` property: writing one element is a write of the
//: property, which fires the object's `objectWillChange`, which invalidates all ten tiles. The
//: modern tile 3 alone read `metrics[3].value`.
resetBodyCounts()
legacyDashboard.metrics[3] += 1
modernDashboard.metrics[3].value += 1
settle()
#expect(bodyCounts == ["LegacyTile": 10, "ModernTile": 1])
#counts

//: ## A thousand tiles
//: The legacy cost grows with the number of views on the object; the modern cost stays one.
@MainActor
final class BigLegacyDashboard: ObservableObject {
  @Published var metrics = Array(repeating: 0, count: 1000)
}
@MainActor
@Observable
final class BigModernDashboard {
  let metrics = (0..<1000).map { _ in MetricValue() }
}
struct BigLegacyTile: View {
  @ObservedObject var dashboard: BigLegacyDashboard
  let index: Int
  var body: some View {
    Text("\(dashboard.metrics[index])")
  }
}
let bigLegacy = BigLegacyDashboard()
let bigModern = BigModernDashboard()
host(HStack {
  VStack { ForEach(0..<1000, id: \.self) { BigLegacyTile(dashboard: bigLegacy, index: $0) } }
  VStack { ForEach(0..<1000, id: \.self) { ModernTile(metric: bigModern.metrics[$0]) } }
})
resetBodyCounts()
bigLegacy.metrics[500] += 1
bigModern.metrics[500].value += 1
settle()
#expect(bodyCounts == ["BigLegacyTile": 1000, "ModernTile": 1])

//: ## What to remember
//: * One change of a shared `ObservableObject` re-runs every view that holds it: 10 of 10,
//:   1,000 of 1,000.
//: * With `@Observable` only the view that read the changed property runs: 1.
print(bodyCounts)
