@Observable final class Document {
  var words = 120
  deinit { print("Document deinit") }
}

var document: Document? = Document()
withObservationTracking {
  _ = document?.words
} onChange: {
  print("words will change")
}
document?.words = 126
document = nil
print(document == nil ? "document is gone" : "document is here")
