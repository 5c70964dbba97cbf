//: # Exercise E7 · Fix the over-invalidating view
//: This article model is still an `ObservableObject`. Its view shows the title only, yet every
//: change of the word count re-runs the view's body (lesson 11 shows why).
//:
//: TODO: migrate `Article` and `TitleView` to Observation, so that changing `wordCount` runs no
//: body and changing `title` runs the view once. Change only the declarations.
//: hint(when: runsForWordCount > 0): The view still runs for the word count, which it never reads: as an `ObservableObject`, the article invalidates every view that holds it on any change.
//: hint(when: runsForTitle == 0): The view did not run when the title changed: it must still read the article it shows.
//: hint: With `@Observable` every stored property is tracked on its own, and a view that reads such an object needs no property wrapper.

@MainActor
final class Article: ObservableObject {
  @Published var title = "Draft"
  @Published var wordCount = 0
}

struct TitleView: View {
  @ObservedObject var article: Article
  var body: some View {
    Text(article.title)
  }
}

let article = Article()
host(TitleView(article: article))

//: ## The checks
resetBodyCounts()
article.wordCount += 1
settle()
let runsForWordCount = bodyCounts["TitleView"] ?? 0
#expect(runsForWordCount == 0)

resetBodyCounts()
article.title = "Final"
settle()
let runsForTitle = bodyCounts["TitleView"] ?? 0
#expect(runsForTitle == 1)
