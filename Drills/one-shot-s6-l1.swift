@Observable final class Document {
  var words = 120
  var pages = 1
}

let document = Document()
withObservationTracking {
  _ = document.words
  _ = document.pages
} onChange: {
  print("onChange runs")
}
document.pages += 3
print("after document.pages += 3")
document.pages += 1
document.words = 122
print("words is \(document.words)")
