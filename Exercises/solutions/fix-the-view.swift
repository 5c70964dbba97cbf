//: # Exercise E3 · Fix the over-invalidating view
//: This article model is still an `ObservableObject`. Its view shows the title only, yet every
//: change of the word count re-runs the view's body (lesson 11 shows why).
//:
//: TODO: migrate `Article` and `TitleView` to Observation, so that changing `wordCount` runs no
//: body and changing `title` runs the view once. Change only the declarations.
//: hint: Replace `: ObservableObject` with the `@Observable` macro in front of the class.
//: hint: `@Observable` tracks every stored property by itself: remove the `@Published` wrappers.
//: hint: A view that only reads an `@Observable` object holds it as a plain `var`, not `@ObservedObject`.

@MainActor
@Observable
final class Article {
  var title = "Draft"
  var wordCount = 0
}

struct TitleView: View {
  var article: Article
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
#expect(bodyCounts["TitleView"] == nil)

resetBodyCounts()
article.title = "Final"
settle()
#expect(bodyCounts == ["TitleView": 1])
