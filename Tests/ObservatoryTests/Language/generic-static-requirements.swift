// Static requirements reached through a generic parameter: S.kind, T.make(), T.init(...),
// T.self and type(of: value).member, as a plugin registry or a shape catalogue uses them.
protocol Plugin {
    static var id: String { get }
    static var priority: Int { get }
    static func make() -> Self
    init(config: [String: String])
    func run() -> String
}

extension Plugin {
    static var priority: Int { 0 }
    static func describe() -> String { "\(id)#\(priority)" }
}

struct Logger: Plugin {
    static let id = "logger"
    var level: String
    init(config: [String: String]) { level = config["level"] ?? "info" }
    static func make() -> Logger { Logger(config: [:]) }
    func run() -> String { "log at \(level)" }
}

struct Metrics: Plugin {
    static var id: String { "metrics" }
    static var priority: Int { 5 }
    var samples = 0
    init(config: [String: String]) { samples = Int(config["samples"] ?? "") ?? 1 }
    static func make() -> Metrics { Metrics(config: ["samples": "3"]) }
    func run() -> String { "sampled \(samples)x" }
}

enum Cache: Plugin {
    case memory, disk
    static let id = "cache"
    init(config: [String: String]) { self = config["disk"] == nil ? .memory : .disk }
    static func make() -> Cache { .memory }
    func run() -> String { "cache in \(self)" }
}

final class Tracer: Plugin {
    static var created = 0
    static let id = "tracer"
    let name: String
    init(config: [String: String]) {
        Tracer.created += 1
        name = config["name"] ?? "t\(Tracer.created)"
    }
    static func make() -> Self { Self(config: [:]) }
    func run() -> String { "tracing \(name)" }
}

func register<P: Plugin>(_ plugin: P, into table: inout [String: String]) {
    table[P.id] = plugin.run()
    print("registered \(P.id) with priority \(P.priority): \(P.describe())")
}

func fresh<P: Plugin>(_: P.Type) -> P {
    let p = P.make()
    print("fresh \(String(describing: P.self)) -> \(p.run())")
    return p
}

func configured<P: Plugin>(_ type: P.Type, _ config: [String: String]) -> P {
    P.init(config: config)
}

func sameKind<A: Plugin, B: Plugin>(_ a: A, _ b: B) -> Bool {
    A.id == B.id
}

func rebuild<P: Plugin>(like plugin: P, level: String) -> P {
    let copy = type(of: plugin).init(config: ["level": level, "name": "copy"])
    print("rebuilt \(type(of: plugin).id): \(copy.run())")
    return copy
}

var table: [String: String] = [:]
register(Logger(config: ["level": "debug"]), into: &table)
register(Metrics.make(), into: &table)
register(Cache(config: ["disk": "yes"]), into: &table)
register(Tracer(config: ["name": "main"]), into: &table)
for key in table.keys.sorted() { print(key, "=", table[key]!) }

let m = fresh(Metrics.self)
let c: Cache = fresh(Cache.self)
print(m.samples, c)
let t = configured(Tracer.self, [:])
print(t.name, Tracer.created)
print(sameKind(Logger.make(), Logger(config: [:])), sameKind(m, c))
_ = rebuild(like: Logger.make(), level: "warn")
_ = rebuild(like: t, level: "x")

let plugins: [any Plugin] = [Logger.make(), Metrics.make(), Cache.disk]
for p in plugins {
    print(type(of: p).id, type(of: p).priority, type(of: p).describe())
}
func announce<P: Plugin>(_ p: P) -> String { "\(P.id): \(p.run())" }
for p in plugins { print(announce(p)) }
let metricsType = type(of: m)
print(metricsType.id, metricsType.make().samples)
