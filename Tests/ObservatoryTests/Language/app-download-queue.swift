import Observation

@MainActor @Observable final class DownloadQueue {
  struct Job: Identifiable { let id: String; var progress = 0; var finished = false }
  private(set) var jobs: [Job] = []
  let maxConcurrent: Int
  private var running = 0
  var log: [String] = []
  init(maxConcurrent: Int) { self.maxConcurrent = maxConcurrent }

  func enqueue(_ ids: [String]) {
    jobs += ids.map { Job(id: $0) }
    pump()
  }

  private func pump() {
    while running < maxConcurrent, let i = jobs.firstIndex(where: { $0.progress == 0 && !$0.finished }) {
      running += 1
      jobs[i].progress = 1
      let id = jobs[i].id
      log.append("start \(id)")
      Task { await run(id) }
    }
  }

  private func run(_ id: String) async {
    for step in 1...3 {
      try? await Task.sleep(for: .milliseconds(id.count * 10))
      if let i = jobs.firstIndex(where: { $0.id == id }) { jobs[i].progress = step * 33 }
    }
    if let i = jobs.firstIndex(where: { $0.id == id }) { jobs[i].finished = true }
    log.append("done \(id)")
    running -= 1
    pump()
  }

  var allDone: Bool { jobs.allSatisfy(\.finished) }
}

let queue = DownloadQueue(maxConcurrent: 2)
queue.enqueue(["a", "bbb", "cc", "d"])
while !queue.allDone { try await Task.sleep(for: .milliseconds(5)) }
print(queue.log)
print(queue.jobs.map { "\($0.id):\($0.progress)" })
