protocol AnalyticsService { func track(_ event: String) -> String }
protocol StorageService: AnyObject { var values: [String: String] { get set } }

struct ConsoleAnalytics: AnalyticsService {
  let prefix: String
  func track(_ event: String) -> String { "\(prefix): \(event)" }
}
final class MemoryStorage: StorageService { var values: [String: String] = [:] }

final class Environment {
  private var services: [ObjectIdentifier: Any] = [:]
  private var overrides: [ObjectIdentifier: Any] = [:]
  func set<S>(_ type: S.Type, _ service: S) { services[ObjectIdentifier(type)] = service }
  func override<S>(_ type: S.Type, with service: S) { overrides[ObjectIdentifier(type)] = service }
  func get<S>(_ type: S.Type) -> S? {
    let key = ObjectIdentifier(type)
    return (overrides[key] ?? services[key]) as? S
  }
  func require<S>(_ type: S.Type) -> S {
    guard let s = get(type) else { fatalError("missing \(type)") }
    return s
  }
}

final class ProfileViewModel {
  private let analytics: AnalyticsService
  private let storage: StorageService
  init(env: Environment) {
    analytics = env.require(AnalyticsService.self)
    storage = env.require(StorageService.self)
  }
  func rename(to name: String) -> String {
    storage.values["name"] = name
    return analytics.track("renamed to \(name)")
  }
}

let env = Environment()
let storage = MemoryStorage()
env.set(AnalyticsService.self, ConsoleAnalytics(prefix: "prod"))
env.set(StorageService.self, storage)
let vm = ProfileViewModel(env: env)
print(vm.rename(to: "Ada"), storage.values)
env.override(AnalyticsService.self, with: ConsoleAnalytics(prefix: "test"))
print(ProfileViewModel(env: env).rename(to: "Grace"))
print(env.get(Int.self) as Any, env.get(StorageService.self) === storage)
print(vm.rename(to: "Linus"), storage.values["name"] ?? "-")
