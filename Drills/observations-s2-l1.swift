@Observable final class Download {
  var progress = 0
  var retries = 0
}

let download = Download()
let values = Observations { download.progress }
Task {
  for await value in values { print("loop sees \(value)") }
}
download.progress = 6
try await Task.sleep(for: .milliseconds(10))
download.progress = 9
try await Task.sleep(for: .milliseconds(10))
download.progress = 15
try await Task.sleep(for: .milliseconds(10))
download.retries = 9
try await Task.sleep(for: .milliseconds(10))
