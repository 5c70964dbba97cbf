@Observable final class Document { var words = 120; var pages = 1 }
struct PagesLabel: View {
  let document: Document
  var body: some View { Text("\(document.pages)") }
}
struct WordsLabel: View {
  let document: Document
  var body: some View { Text("\(document.words)") }
}

let document = Document()
host(VStack {
  WordsLabel(document: document)
  PagesLabel(document: document)
})
resetBodyCounts()
document.words = 125
settle()
print(bodyCounts)
