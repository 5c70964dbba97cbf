import Observation

protocol Coordinator: AnyObject {
  var children: [Coordinator] { get set }
  var name: String { get }
  func start() -> String
}

extension Coordinator {
  func add(_ child: Coordinator) -> String {
    children.append(child)
    return child.start()
  }
  func remove(_ child: Coordinator) { children.removeAll { $0 === child } }
  var tree: String { name + (children.isEmpty ? "" : "[" + children.map(\.tree).joined(separator: ",") + "]") }
}

final class AppCoordinator: Coordinator {
  var children: [Coordinator] = []
  let name = "app"
  func start() -> String { "app started" }
}
final class LoginCoordinator: Coordinator {
  var children: [Coordinator] = []
  let name = "login"
  weak var parent: AppCoordinator?
  func start() -> String { "show login" }
  deinit { print("login flow released") }
}
final class SettingsCoordinator: Coordinator {
  var children: [Coordinator] = []
  let name = "settings"
  func start() -> String { "show settings" }
}

let app = AppCoordinator()
print(app.start())
var login: LoginCoordinator? = LoginCoordinator()
login!.parent = app
print(app.add(login!))
print(login!.add(SettingsCoordinator()), app.tree)
app.remove(login!)
print(app.tree, app.children.count)
login = nil
print("done")
