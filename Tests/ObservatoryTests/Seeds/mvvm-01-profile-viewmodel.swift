// Seed: MVVM article — ProfileViewModel and UsernameLabel: bio/followerCount changes do not redraw the label, username does.
import Observation

@Observable
class ProfileViewModel {
    var username: String = ""
    var bio: String = ""
    var followerCount: Int = 0
}

struct UsernameLabel: View {
    var viewModel: ProfileViewModel

    var body: some View {
        Text(viewModel.username)
    }
}

struct BioView: View {
    var viewModel: ProfileViewModel

    var body: some View {
        Text("\(viewModel.bio) · \(viewModel.followerCount) followers")
    }
}

let viewModel = ProfileViewModel()
host(VStack {
    UsernameLabel(viewModel: viewModel)
    BioView(viewModel: viewModel)
})
settle()
print("first render: \(bodyCounts)")

resetBodyCounts()
viewModel.bio = "iOS engineer"
viewModel.followerCount += 1
settle()
print("bio and followerCount: \(bodyCounts)")

resetBodyCounts()
viewModel.username = "@ada"
settle()
print("username: \(bodyCounts)")
