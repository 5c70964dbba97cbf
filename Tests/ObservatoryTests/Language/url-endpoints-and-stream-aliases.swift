// An API client's URLs built with appendingPathComponent from URLs the compiler sees are not file
// URLs (a literal with a scheme, also interpolated after it), and streams made for type aliases.
import Foundation

typealias Pages = AsyncStream<URL>
typealias Progress = AsyncStream<Int>

struct APIClient {
  let base = URL(string: "https://api.example.com/v2")!
  func url(for resource: String, id: Int? = nil) -> URL {
    let collection = base.appendingPathComponent(resource)
    guard let id else { return collection }
    return collection.appendingPathComponent(String(id))
  }
  func pages(of resource: String, count: Int) -> Pages {
    AsyncStream { continuation in
      for page in 1...count {
        continuation.yield(url(for: resource).appendingPathComponent("page-\(page)"))
      }
      continuation.finish()
    }
  }
}

final class Router {
  var current = URL(string: "https://example.com")!
  var history: [URL] = []
  func open(_ page: String) {
    history.append(current)
    current = current.appendingPathComponent(page)
  }
  var progress: Progress {
    AsyncStream { c in
      for step in stride(from: 0, through: 100, by: 50) { c.yield(step) }
      c.finish()
    }
  }
}

let region = "eu"
let cdn = URL(string: "https://\(region).cdn.example.com/assets")!
let mirror: URL? = URL(string: "ftp://mirror.example.org")
let client = APIClient()
print(client.url(for: "users"), client.url(for: "users", id: 42).path)
print(cdn.appendingPathComponent("logo.png").lastPathComponent, cdn.appendingPathComponent("img/").absoluteString)
print(mirror?.appendingPathComponent("pub").absoluteString ?? "none")

let router = Router()
router.open("docs")
router.open("guide")
print(router.current, router.history.map(\.path))

for await page in client.pages(of: "items", count: 2) { print(page.pathComponents.suffix(2)) }
var seen: [Int] = []
for await p in router.progress { seen.append(p) }
print(seen, type(of: router.progress), type(of: client.pages(of: "x", count: 1)))
