final class LegacyWeather: ObservableObject {
  @Published var temperature = 12
  @Published var wind = 5
}
@Observable final class Weather { var temperature = 12; var wind = 5 }
struct LegacyWind: View {
  @ObservedObject var model: LegacyWeather
  var body: some View { Text("\(model.wind)") }
}
struct WindView: View {
  let model: Weather
  var body: some View { Text("\(model.wind)") }
}

let legacy = LegacyWeather()
let modern = Weather()
host(VStack { LegacyWind(model: legacy); WindView(model: modern) })
resetBodyCounts()
legacy.temperature = 21
modern.temperature = 21
settle()
print(bodyCounts)
