// Seed: measured article — a property the view does not read (modern half), with the article's BodyCounter and host/settle.
import Observation

@MainActor
enum BodyCounter {
    static var counts: [String: Int] = [:]
    static func record(_ view: String) { counts[view, default: 0] += 1 }
    static func reset() { counts = [:] }
}

@MainActor
@Observable
final class ModernArticle {
    var title = "Draft"
    var wordCount = 0
}

struct ModernTitleView: View {
    var article: ModernArticle
    var body: some View {
        BodyCounter.record("modern")
        return Text(article.title)
    }
}

let modernArticle = ModernArticle()
let articleWindow = host(VStack {
    ModernTitleView(article: modernArticle)
})
settle()
print("first render: \(BodyCounter.counts)")

BodyCounter.reset()
modernArticle.wordCount += 1
settle()
assert(BodyCounter.counts == [:])                // the @Observable view did not re-run
print("after wordCount += 1: \(BodyCounter.counts)")

BodyCounter.reset()
modernArticle.title = "Final"
settle()
assert(BodyCounter.counts == ["modern": 1])
print("after title = \"Final\": \(BodyCounter.counts)")
withExtendedLifetime(articleWindow) {}
