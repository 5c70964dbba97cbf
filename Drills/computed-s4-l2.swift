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
withObservationTracking { _ = document.title } onChange: {
  print("title will change")
}
document.words = 123
print("after document.words = 123")
document.words = 128
document.words += 1
print(document.hasWords)
