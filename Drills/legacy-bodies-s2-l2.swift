final class LegacyProfile: ObservableObject {
  @Published var followers = 10
  @Published var posts = 3
}
@Observable final class Profile { var followers = 10; var posts = 3 }
struct LegacyPosts: View {
  @ObservedObject var model: LegacyProfile
  var body: some View { Text("\(model.posts)") }
}
struct PostsView: View {
  let model: Profile
  var body: some View { Text("\(model.posts)") }
}

let legacy = LegacyProfile()
let modern = Profile()
host(VStack { LegacyPosts(model: legacy); PostsView(model: modern) })
resetBodyCounts()
legacy.posts = 6
modern.posts = 6
settle()
print(bodyCounts)
