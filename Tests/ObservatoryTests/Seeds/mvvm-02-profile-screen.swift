// Seed: MVVM article — ProfileScreen owns ProfileViewModel in @State; re-creating the screen keeps the same view model.
import Observation

@Observable
class ProfileViewModel {
    var username: String = ""
    var bio: String = ""
    var followerCount: Int = 0
    init() { print("ProfileViewModel init") }
}

struct UsernameLabel: View {
    var viewModel: ProfileViewModel

    var body: some View {
        Text(viewModel.username.isEmpty ? "(no name)" : viewModel.username)
    }
}

struct ProfileScreen: View {
    @State private var viewModel = ProfileViewModel()

    var body: some View {
        UsernameLabel(viewModel: viewModel)
    }
}

@Observable final class Router {
    var title = "Profile"
}

struct Root: View {
    var router: Router
    var body: some View {
        VStack {
            Text(router.title)
            ProfileScreen()
        }
    }
}

let router = Router()
host(Root(router: router))
settle()
print("first render: \(bodyCounts)")
resetBodyCounts()
router.title = "My profile"
settle()
print("parent re-rendered: \(bodyCounts)")
