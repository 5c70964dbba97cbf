// A document owns its pages; each page points back at its document without keeping it alive.
final class Document {
  let title: String
  private(set) var pages: [Page] = []
  init(title: String) {
    self.title = title
    print("open \(title)")
  }
  func addPage(_ text: String) -> Page {
    let page = Page(text: text, document: self)
    pages.append(page)
    return page
  }
  deinit { print("close \(title) (\(pages.count) pages)") }
}

final class Page {
  let text: String
  unowned let document: Document
  init(text: String, document: Document) {
    self.text = text
    self.document = document
  }
  var header: String { "\(document.title): \(text)" }
  deinit { print("drop page \(text)") }
}

final class Editor {
  var onSave: (() -> Void)?
  let name: String
  init(name: String) { self.name = name }
  func bind() {
    onSave = { [unowned self] in print("\(self.name) saved") }
  }
  deinit { print("editor \(name) gone") }
}

var doc: Document? = Document(title: "Notes")
let first = doc!.addPage("intro")
_ = doc!.addPage("details")
print(first.header)
doc = nil
print("document released, page \(first.text) still here")

do {
  let editor = Editor(name: "main")
  editor.bind()
  editor.onSave?()
  unowned let alias = editor
  print(alias.name)
}
print("end")
