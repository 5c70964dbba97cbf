import Foundation

struct Version: Comparable, CustomStringConvertible {
  let major: Int
  static func < (a: Version, b: Version) -> Bool { a.major < b.major }
  var description: String { "v\(major)" }
}

struct Job {
  let id: UUID
  let created: Date
  let run: (Int) -> Int
}

final class Worker {
  let name: String
  var jobs: [Job] = []
  init(name: String) { self.name = name }
}

let worker = Worker(name: "w1")
worker.jobs.append(Job(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, created: Date(timeIntervalSince1970: 0), run: { $0 * 2 }))
dump(worker)
dump(Int.self)
dump([Worker.self, Worker.self] as [Any])
dump(Version(major: 1)...Version(major: 3), name: "supported")
do {
  throw CancellationError()
} catch {
  dump(error, name: "caught")
}
let handlers: [String: (String) -> Void] = ["log": { print($0) }]
dump(handlers.count, name: "handlers")
dump(worker.jobs[0].run)
