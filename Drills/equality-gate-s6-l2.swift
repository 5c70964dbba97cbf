@Observable final class Document {
  var words = 120
  var title = "Draft"
}

let document = Document()
withObservationTracking {
  _ = document.title
} onChange: {
  print("title will change")
}
document.title = "Final"
print("wrote document.title = \"Final\"")
document.title = "Draft"
print("wrote document.title = \"Draft\"")
document.title = "Draft"
print("wrote document.title = \"Draft\"")
