//: # Lesson 11 · A property the view does not read
//: The first experiment of the Observation article, run in a simulated SwiftUI host. The same
//: article model is written twice: as a legacy `ObservableObject` with `@Published` properties,
//: and as an `@Observable` class. Each has a view that shows the title and ignores the word
//: count. We count how often each body runs.
//:
//: `host(view)` mounts a view tree and renders it; `settle()` is one run-loop turn in which
//: SwiftUI re-evaluates the bodies that were invalidated. `BodyCounter` is the article's own
//: counter; `bodyCounts` is the playground's, per view type.

//: ## The models and the views
@MainActor
enum BodyCounter {
  static var counts: [String: Int] = [:]
  static func record(_ view: String) { counts[view, default: 0] += 1 }
  static func reset() { counts = [:] }
}

@MainActor
final class LegacyArticle: ObservableObject {
  @Published var title = "Draft"
  @Published var wordCount = 0
}

@MainActor
@Observable
final class ModernArticle {
  var title = "Draft"
  var wordCount = 0
}

struct LegacyTitleView: View {
  @ObservedObject var article: LegacyArticle
  var body: some View {
    BodyCounter.record("legacy")
    return Text(article.title)
  }
}

struct ModernTitleView: View {
  var article: ModernArticle
  var body: some View {
    BodyCounter.record("modern")
    return Text(article.title)
  }
}

//: ## Mounting
//: Both bodies run once. The modern body's read of `article.title` is recorded by its
//: tracking; the legacy view instead subscribes to the object's one `objectWillChange`.
let legacyArticle = LegacyArticle()
let modernArticle = ModernArticle()
host(VStack {
  LegacyTitleView(article: legacyArticle)
  ModernTitleView(article: modernArticle)
})
settle()

//: ## Changing the word count
//: Neither view reads `wordCount`.
BodyCounter.reset()
legacyArticle.wordCount += 1
modernArticle.wordCount += 1
#predict("Both word counts changed. Which bodies run at the next settle()?", ["none", "the legacy view's", "the modern view's", "both"], answer: 1)
//: The legacy write still fired `objectWillChange` — it does not say which property changed —
//: so the legacy view is invalidated. The modern write reached nobody: no body read
//: `wordCount`.
settle()
assert(BodyCounter.counts == ["legacy": 1])
#expect(BodyCounter.counts["modern"] == nil)

//: ## Changing the title
BodyCounter.reset()
legacyArticle.title = "Final"
modernArticle.title = "Final"
#predict("And after both titles changed?", ["none", "the legacy view's", "the modern view's", "both"], answer: 3)
//: Both views read the title, so both run again.
settle()
assert(BodyCounter.counts == ["legacy": 1, "modern": 1])
#screen

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * An `ObservableObject` has one `objectWillChange` for all its `@Published` properties;
//:   every view holding the object is invalidated by every change.
//: * An `@Observable` body is invalidated only by the properties it actually read.
print("legacy views ran for an unread property; modern views did not")
