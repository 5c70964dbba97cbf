protocol Entity: Identifiable, Equatable where ID == Int {
  var name: String { get }
}

struct User: Entity { let id: Int; var name: String; var email: String }
struct Team: Entity { let id: Int; var name: String; var members: [Int] }

enum RepositoryError: Error { case notFound(Int), duplicate(Int) }

final class Repository<T: Entity> {
  private var rows: [Int: T] = [:]
  private(set) var writes = 0

  func insert(_ item: T) throws {
    guard rows[item.id] == nil else { throw RepositoryError.duplicate(item.id) }
    rows[item.id] = item
    writes += 1
  }
  func update(_ id: Int, _ change: (inout T) -> Void) throws {
    guard var item = rows[id] else { throw RepositoryError.notFound(id) }
    change(&item)
    rows[id] = item
    writes += 1
  }
  func find(where predicate: (T) -> Bool) -> [T] {
    rows.values.filter(predicate).sorted { $0.id < $1.id }
  }
  subscript(id: Int) -> T? { rows[id] }
}

let users = Repository<User>()
try users.insert(User(id: 1, name: "Ada", email: "ada@x.io"))
try users.insert(User(id: 2, name: "Alan", email: "alan@x.io"))
do { try users.insert(User(id: 1, name: "Dup", email: "")) } catch { print("insert failed:", error) }
try users.update(2) { $0.email = "turing@x.io" }
do { try users.update(9) { $0.name = "?" } } catch RepositoryError.notFound(let id) { print("no user", id) }
print(users[2]?.email ?? "-", users.find { $0.name.hasPrefix("A") }.map(\.name), users.writes)
let teams = Repository<Team>()
try teams.insert(Team(id: 10, name: "Core", members: [1]))
try teams.update(10) { $0.members.append(2) }
print(teams[10]!.members, teams[10] == Team(id: 10, name: "Core", members: [1, 2]))
