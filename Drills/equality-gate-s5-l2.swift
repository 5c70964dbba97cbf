@Observable final class Document {
  var words = 120
  var title = "Draft"
}

let document = Document()
withObservationTracking {
  _ = document.words
} onChange: {
  print("words will change")
}
document.words += 0
print("wrote document.words += 0")
document.words = 120
print("wrote document.words = 120")
document.words = 125
print("wrote document.words = 125")
