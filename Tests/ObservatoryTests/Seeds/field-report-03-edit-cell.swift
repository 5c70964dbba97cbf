// Seed: field report — EditView/Cell over an @Observable User (bindings replaced by direct writes).
import Observation

@Observable final class User {
    var name: String
    var email = ""
    init(name: String) { self.name = name }
}

struct EditView: View {
    var user: User
    var body: some View {
        Text("name: \(user.name)")
    }
}

struct Cell: View {
    let user: User
    var body: some View {
        Text(user.name)
    }
}

let user = User(name: "Ada")
host(VStack {
    EditView(user: user)
    Cell(user: user)
})
settle()
resetBodyCounts()
user.email = "ada@example.com"
settle()
print("email changed: \(bodyCounts)")
resetBodyCounts()
user.name = "Ada L."
settle()
print("name changed: \(bodyCounts)")
resetBodyCounts()
user.name = "Ada L."
settle()
print("same name again: \(bodyCounts)")
