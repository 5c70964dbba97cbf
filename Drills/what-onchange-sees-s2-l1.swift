@Observable final class Document {
  var words = 120
  var pages = 1
}

let document = Document()
withObservationTracking {
  _ = document.words
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(document.words)") }
}
document.words = 128
print("words is \(document.words)")
