// Seed: MVVM article — EditBioView's TextField writes viewModel.bio; a label reading only username is not invalidated.
import Observation

@Observable
class ProfileViewModel {
    var username: String = ""
    var bio: String = ""
    var followerCount: Int = 0
}

let viewModel = ProfileViewModel()
var redraws: [String] = []

func render(_ name: String, _ read: @escaping () -> String) {
    let text = withObservationTracking {
        read()
    } onChange: {
        redraws.append(name)
    }
    print("\(name) shows \"\(text)\"")
}

render("UsernameLabel") { viewModel.username }
render("EditBioView") { viewModel.bio }

// What TextField("Bio", text: $viewModel.bio) does while typing:
viewModel.bio = "S"
viewModel.bio += "wift"
print("redraws: \(redraws)")
print("bio: \(viewModel.bio)")
