// URL(string:): nil for text that is no URL; its parts; appending path components (pure text, no
// file system); equality and hashing; printing.
import Foundation
import Observation

let u = URL(string: "https://example.com:8080/path/to/file.txt?q=1#frag")!
print(u, [u], u.description, String(reflecting: u), "\(u)")
let maybe: URL? = u
print(maybe as Any)
print(u.absoluteString, u.host as Any, u.path, u.scheme as Any, u.lastPathComponent, u.port as Any, u.query as Any, u.fragment as Any)
print(u.pathComponents, u.pathExtension, u.deletingLastPathComponent(), u.appendingPathComponent("more"))
print(u.deletingPathExtension(), u.deletingLastPathComponent().appendingPathExtension("bak"))
print(URL(string: "") as Any, URL(string: "a b") as Any, URL(string: "http://a b.com") as Any)
print(URL(string: "relative/path") as Any, URL(string: "relative/path")!.host as Any, URL(string: "relative/path")!.path)
print(URL(string: "https://example.com")!.appendingPathComponent("x"), URL(string: "https://example.com/")!.appendingPathComponent("x/"))
print(URL(string: "https://example.com")!.path, URL(string: "https://example.com")!.lastPathComponent, URL(string: "https://example.com")!.pathComponents)
print(URL(string: "https://example.com/a")! == URL(string: "https://example.com/a")!, URL(string: "https://EXAMPLE.com/a")! == URL(string: "https://example.com/a")!)
print(URL(string: "https://example.com/a%20b")!.path, URL(string: "https://example.com/a%20b")!.lastPathComponent, URL(string: "https://example.com")!.appendingPathComponent("a b"))
print(URL(string: "mailto:someone@example.com") as Any, URL(string: "mailto:someone@example.com")!.host as Any, URL(string: "mailto:someone@example.com")!.scheme as Any)
print(URL(string: "https://example.com")!.appending(path: "a/b"), URL(string: "https://example.com/x?y=1")!.appending(path: "z"))
print(URL(string: "https://user:pw@example.com/")!.user as Any, URL(string: "https://example.com")!.port as Any)
let api = URL(string: "https://api.example.com/v1")!
let endpoints = ["users", "items"].map { api.appendingPathComponent($0).absoluteString }
print(endpoints)
var visits: [URL: Int] = [:]
for link in ["https://a.com", "https://b.com", "https://a.com"] {
    if let url = URL(string: link) { visits[url, default: 0] += 1 }
}
print(visits[URL(string: "https://a.com")!] ?? 0, visits.count)

@Observable final class Browser {
    var current = URL(string: "https://example.com")!
}
let browser = Browser()
withObservationTracking {
    _ = browser.current
} onChange: {
    print("page will change")
}
browser.current = URL(string: "https://example.com")!
print("same URL stored: no change (R7)")
browser.current = api
print(browser.current.host ?? "none", type(of: api))
