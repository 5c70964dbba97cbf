// A failable initializer that delegates to a failable one ('self.init(...)' or
// 'super.init(...)') goes on with the object it made, or fails with it.
class Connection {
    let host: String
    var retries = 0
    init?(host: String) {
        if host.isEmpty { return nil }
        self.host = host
    }
    convenience init?(line: String) {
        let parts = line.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        self.init(host: String(parts[0]))
        retries = Int(parts[1]) ?? 0
        print("parsed", host, retries)
    }
    deinit { print("deinit Connection", host) }
}

final class SecureConnection: Connection {
    let port: Int
    init?(host: String, port: Int) {
        guard port > 0 else { return nil }
        self.port = port
        super.init(host: host)
        retries = 5
    }
}

struct Temperature {
    var celsius: Double
    init?(celsius: Double) {
        guard celsius >= -273.15 else { return nil }
        self.celsius = celsius
    }
    init?(text: String) {
        guard text.hasSuffix("C"), let value = Double(text.dropLast()) else { return nil }
        self.init(celsius: value)
        celsius += 0.5
    }
}

let lines = ["db:3", ":4", "cache", "api:x"]
for line in lines {
    if let c = Connection(line: line) {
        print("ok", c.host, c.retries)
    } else {
        print("failed", line)
    }
}
print(SecureConnection(host: "", port: 443) == nil)
print(SecureConnection(host: "api", port: 0) == nil)
if let s = SecureConnection(host: "api", port: 443) {
    print("secure", s.host, s.port, s.retries)
}
let readings = ["21C", "-300C", "abc", "0C"].map { Temperature(text: $0)?.celsius }
print(readings)
print("end")
