// An implicitly unwrapped optional that is nil, used as its value: Swift stops the program.
final class Window { var title = "main" }
final class Controller {
  var window: Window!
}
let controller = Controller()
controller.window = Window()
print(controller.window.title)
controller.window = nil
print(controller.window == nil)
print(controller.window.title)
print("not reached")
