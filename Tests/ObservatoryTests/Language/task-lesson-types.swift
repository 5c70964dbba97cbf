// A profile screen's view model starts its loads as tasks of the app's own types and logs what
// it started: Swift names each task's type from its static result and failure types.

struct Profile {
  let name: String
  let followers: Int
}

enum Feed {
  struct Post {
    let title: String
  }
}

struct LoadError: Error {}

@MainActor final class ProfileViewModel {
  private(set) var log: [String] = []

  func start(_ user: String) -> (Task<Profile, Never>, Task<[Feed.Post], Error>) {
    let profile = Task { Profile(name: user, followers: user.count * 10) }
    let posts = Task { () throws -> [Feed.Post] in
      guard user != "ghost" else { throw LoadError() }
      return [Feed.Post(title: "hello from \(user)")]
    }
    return (profile, posts)
  }
}

let model = ProfileViewModel()
let (profile, posts) = model.start("ann")
print(type(of: profile), type(of: posts))
print([type(of: profile)], [type(of: posts)])
let pending = Task { [Profile]() }
print(type(of: pending), await pending.value.count)
let p = await profile.value
print(p.name, p.followers)
do {
  let all = try await posts.value
  print(all.map(\.title))
} catch {
  print("failed:", error)
}
