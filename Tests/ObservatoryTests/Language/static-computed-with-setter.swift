struct Config {
  static var store: [String: Int] = [:]
  static var level: Int {
    get { store["level"] ?? 0 }
    set { store["level"] = newValue; print("set level", newValue) }
  }
}
Config.level = 3
Config.level += 1
print(Config.level, Config.store)
class Shape { class var sides: Int { 0 }; func describe() -> String { "\(type(of: self).sides) sides" } }
class Square: Shape { override class var sides: Int { 4 } }
print(Shape().describe(), Square().describe(), Square.sides)
