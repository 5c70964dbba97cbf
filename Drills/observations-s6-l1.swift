@Observable final class Document {
  var words = 120
  var pages = 1
}

let document = Document()
let values = Observations { document.words }
Task {
  for await value in values { print("loop sees \(value)") }
}
document.words = 125
try await Task.sleep(for: .milliseconds(10))
document.words = 130
try await Task.sleep(for: .milliseconds(10))
document.pages = 8
try await Task.sleep(for: .milliseconds(10))
document.words = 130
try await Task.sleep(for: .milliseconds(10))
