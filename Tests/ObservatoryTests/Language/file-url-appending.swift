// appendingPathComponent on a file URL: Swift asks the file system whether the new path is a
// directory (/tmp is one on the recording machine, so it gets a trailing slash). A lesson run must
// not depend on the machine, so the playground refuses this when the lesson loads.
import Foundation

struct Cache {
  let root: URL
  func folder(_ name: String) -> URL { root.appendingPathComponent(name) }
}

let cache = Cache(root: URL(string: "file:///")!)
print(cache.folder("tmp"), cache.folder("no-such-folder-here"))
