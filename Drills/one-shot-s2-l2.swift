@Observable final class Document {
  var words = 120
  var pages = 1
}

let document = Document()
let other = Document()
withObservationTracking {
  _ = document.words
  _ = other.pages
} onChange: {
  print("onChange runs")
}
other.words = 129
print("after other.words = 129")
other.pages = 10
other.words = 137
print("words is \(document.words)")
