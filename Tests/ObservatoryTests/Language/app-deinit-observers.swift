import Observation

@Observable final class Document {
  var text = ""
  let name: String
  init(name: String) { self.name = name }
  deinit { print("document \(name) freed") }
}

final class AutoSaver {
  let doc: Document
  private(set) var saves = 0
  init(doc: Document) {
    self.doc = doc
    observe()
  }
  private func observe() {
    withObservationTracking { _ = doc.text } onChange: { [weak self] in
      guard let self else { return print("saver gone, not saving") }
      saves += 1
      print("autosave #\(saves) of \(doc.name)")
      Task { @MainActor in self.observe() }
    }
  }
  deinit { print("saver for \(doc.name) freed") }
}

var doc: Document? = Document(name: "notes")
var saver: AutoSaver? = AutoSaver(doc: doc!)
doc!.text = "a"
try await Task.sleep(for: .milliseconds(1))
doc!.text += "b"
try await Task.sleep(for: .milliseconds(1))
print(saver!.saves)
saver = nil
doc!.text += "c"
doc = nil
print("end")
