final class LegacyThermostat: ObservableObject {
  @Published var target = 20
  @Published var current = 18
}
@Observable final class Thermostat { var target = 20; var current = 18 }
struct LegacyCurrent: View {
  @ObservedObject var model: LegacyThermostat
  var body: some View { Text("\(model.current)") }
}
struct CurrentView: View {
  let model: Thermostat
  var body: some View { Text("\(model.current)") }
}

let legacy = LegacyThermostat()
let modern = Thermostat()
host(VStack {
  LegacyCurrent(model: legacy)
  CurrentView(model: modern)
})
resetBodyCounts()
legacy.target = 29
modern.target = 29
settle()
print(bodyCounts)
