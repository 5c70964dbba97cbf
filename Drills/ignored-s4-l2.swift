@Observable final class Document {
  var words = 120
  @ObservationIgnored var pages = 1
}

let document = Document()
withObservationTracking { _ = document.pages } onChange: {
  print("pages will change")
}
withObservationTracking { _ = document.words } onChange: {
  print("words will change")
}
document.pages = 8
print("after document.pages = 8")
document.words = 122
document.pages = 15
print("pages is \(document.pages)")
