@Observable final class Document {
  var words = 120
  var pages = 1
  var title = "Draft"
  var summary: String { "\(words) and \(pages)" }
}

let document = Document()
withObservationTracking { _ = document.summary } onChange: {
  print("summary will change")
}
withObservationTracking { _ = document.title } onChange: {
  print("title will change")
}
document.title = "Final"
print("after document.title = \"Final\"")
document.pages = 7
document.words += 3
print(document.summary)
