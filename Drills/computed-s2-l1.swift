@Observable final class Document {
  var words = 120
  var pages = 1
  var title = "Draft"
  var hasWords: Bool { words > 0 }
}

let document = Document()
withObservationTracking { _ = document.hasWords } onChange: {
  print("hasWords will change")
}
document.title = "Final"
print("after document.title = \"Final\"")
document.title = "Final"
document.words += 2
print(document.hasWords)
