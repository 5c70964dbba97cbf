enum ConfigValue: Equatable, CustomStringConvertible {
  case int(Int), bool(Bool), text(String)
  var description: String {
    switch self {
    case .int(let i): return String(i)
    case .bool(let b): return String(b)
    case .text(let t): return t
    }
  }
}

struct ConfigLayer {
  let name: String
  var values: [String: ConfigValue]
}

struct Config {
  private var layers: [ConfigLayer] = []
  mutating func push(_ l: ConfigLayer) { layers.append(l) }
  subscript(key: String) -> ConfigValue? {
    layers.reversed().lazyFirstValue(for: key)
  }
  func source(of key: String) -> String? { layers.last { $0.values[key] != nil }?.name }
  var merged: [String: ConfigValue] {
    layers.reduce(into: [:]) { acc, l in acc.merge(l.values) { _, new in new } }
  }
}

extension Array where Element == ConfigLayer {
  func lazyFirstValue(for key: String) -> ConfigValue? {
    for l in self { if let v = l.values[key] { return v } }
    return nil
  }
}

var config = Config()
config.push(ConfigLayer(name: "defaults", values: ["port": .int(80), "debug": .bool(false), "host": .text("localhost")]))
config.push(ConfigLayer(name: "file", values: ["port": .int(8080)]))
config.push(ConfigLayer(name: "env", values: ["debug": .bool(true), "region": .text("eu")]))
print(config["port"]!, config["debug"]!, config["host"]!, config["missing"] as Any)
print(config.source(of: "port") ?? "-", config.source(of: "host") ?? "-", config.source(of: "nope") ?? "-")
print(config.merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(config["debug"] == .bool(true), config.merged.count)
