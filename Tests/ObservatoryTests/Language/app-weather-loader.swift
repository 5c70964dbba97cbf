import Observation

struct Forecast { let city: String; let temps: [Double] }
enum LoadState<Value> {
  case idle, loading, loaded(Value), failed(String)
  var isLoading: Bool { if case .loading = self { return true } else { return false } }
}

protocol WeatherService { func forecast(for city: String) async throws -> Forecast }
struct FakeWeather: WeatherService {
  struct Unknown: Error {}
  func forecast(for city: String) async throws -> Forecast {
    try await Task.sleep(for: .milliseconds(city.count * 10))
    guard city != "Atlantis" else { throw Unknown() }
    return Forecast(city: city, temps: (0..<4).map { Double(city.count) + Double($0) * 1.5 })
  }
}

@MainActor @Observable final class WeatherViewModel {
  var state: LoadState<Forecast> = .idle
  let service: WeatherService
  init(service: WeatherService) { self.service = service }

  var headline: String {
    switch state {
    case .idle: return "Pick a city"
    case .loading: return "Loading…"
    case .loaded(let f):
      let avg = f.temps.reduce(0, +) / Double(f.temps.count)
      return "\(f.city): avg \(avg), max \(f.temps.max() ?? 0)"
    case .failed(let why): return "Error: \(why)"
    }
  }

  func load(_ city: String) async {
    state = .loading
    do {
      state = .loaded(try await service.forecast(for: city))
    } catch {
      state = .failed("\(city) not found")
    }
  }
}

let vm = WeatherViewModel(service: FakeWeather())
print(vm.headline)
withObservationTracking { _ = vm.headline } onChange: { print("headline will change") }
await vm.load("Oslo")
print(vm.headline, vm.state.isLoading)
await vm.load("Atlantis")
print(vm.headline)
