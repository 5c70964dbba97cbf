@Observable final class Weather { var temperature = 12; var wind = 5 }
struct WindLabel: View {
  let weather: Weather
  var body: some View { Text("\(weather.wind)") }
}
struct Screen: View {
  let weather: Weather
  var body: some View {
    VStack {
      Text("\(weather.temperature)")
      WindLabel(weather: weather)
    }
  }
}

let weather = Weather()
host(Screen(weather: weather))
resetBodyCounts()
weather.wind = 5
settle()
print(bodyCounts)
