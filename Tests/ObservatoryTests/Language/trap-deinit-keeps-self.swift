// A cache that registers itself for cleanup from its own deinit.
var graveyard: [AnyObject] = []
final class Cache {
  let id: Int
  var entries: [String] = []
  init(id: Int) { self.id = id }
  deinit {
    print("cache \(id) deinit with \(entries.count) entries")
    if !entries.isEmpty { graveyard.append(self) }
  }
}
func useCache(_ id: Int, fill: Bool) {
  let c = Cache(id: id)
  if fill { c.entries = ["x", "y"] }
  print("using cache \(c.id)")
}
useCache(1, fill: false)
print("graveyard has \(graveyard.count)")
useCache(2, fill: true)
print("not reached")
