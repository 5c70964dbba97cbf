// An init that fails (returns nil or throws) before every stored property has a value frees
// the object without running its deinit; one that fails after runs it.
enum ConfigError: Error { case missingPort }

class Connection {
    let host: String
    var retries = 0
    init?(host: String) {
        if host.isEmpty { return nil }
        self.host = host
    }
    init(host: String, retries: Int) {
        self.host = host
        self.retries = retries
    }
    convenience init?(line: String) {
        let parts = line.split(separator: ":")
        guard parts.count == 2 else { return nil }
        self.init(host: String(parts[0]), retries: Int(parts[1]) ?? 0)
    }
    deinit { print("deinit Connection", host, retries) }
}

final class SecureConnection: Connection {
    let port: Int
    init(host: String, port: Int?) throws {
        guard let port else { throw ConfigError.missingPort }
        self.port = port
        super.init(host: host)!
    }
    deinit { print("deinit SecureConnection", port) }
}

class Session {
    var token = "none"
    let user: String
    init?(user: String, token: String) {
        self.user = user
        if token.count < 3 { return nil }
        self.token = token
    }
    deinit { print("deinit Session", user, token) }
}

class Counter {
    var value = 0
    init?(start: Int) { if start < 0 { return nil }; value = start }
    deinit { print("deinit Counter", value) }
}

print(Connection(host: "") == nil)
print(Connection(line: "broken") == nil)
print(Connection(line: ":5") == nil)
if let c = Connection(line: "db:3") { print("made", c.host, c.retries) }
do {
    _ = try SecureConnection(host: "api", port: nil)
} catch {
    print("caught", error)
}
let secure = try? SecureConnection(host: "api", port: 443)
print(secure?.port ?? 0)
print(Session(user: "kim", token: "x") == nil)
let sessions = ["ab", "abcd", ""].compactMap { Session(user: "u", token: $0) }
print(sessions.map(\.token))
print(Counter(start: -1) == nil)
do {
    let counter = Counter(start: 2)
    print(counter?.value ?? -1)
}
print("end")
