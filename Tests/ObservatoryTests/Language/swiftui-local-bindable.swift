import SwiftUI
@Observable final class Login { var name = ""; var remember = false }
struct Sheet: View {
  @Environment(Login.self) private var login
  var body: some View {
    @Bindable var login = login
    VStack {
      TextField("Name", text: $login.name)
      Toggle("Remember", isOn: $login.remember)
      Text("Hello \(login.name)")
    }
  }
}
let l = Login()
host(Sheet().environment(l))
resetBodyCounts()
l.remember = true
settle()
print(bodyCounts)
l.name = "kim"
settle()
print(bodyCounts)
