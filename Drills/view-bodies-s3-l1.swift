@Observable final class Document { var words = 120; var pages = 1 }
struct PagesLabel: View {
  let document: Document
  var body: some View { Text("\(document.pages)") }
}
struct Screen: View {
  let document: Document
  var body: some View {
    VStack { Text("\(document.words)"); PagesLabel(document: document) }
  }
}

let document = Document()
host(Screen(document: document))
resetBodyCounts()
document.words = 124
settle()
print(bodyCounts)
