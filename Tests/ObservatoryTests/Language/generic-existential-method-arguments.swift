// A generic method called through a protocol existential (`any Repository`): where every
// conforming type implements it as one generic method, the method knows its type parameter.

struct Page<Item> {
  var items: [Item]
  var source: String
}

struct User {
  let name: String
}

protocol Repository {
  func fetch<Model>(_ kind: Model.Type, limit: Int) -> Page<Model>
  func save<Model>(_ models: [Model]) -> String
}

struct MemoryRepository: Repository {
  func fetch<Model>(_ kind: Model.Type, limit: Int) -> Page<Model> {
    Page<Model>(items: [], source: "memory")
  }

  func save<Model>(_ models: [Model]) -> String {
    "memory saved \(models.count) of \(type(of: models))"
  }
}

final class RemoteRepository: Repository {
  let host: String

  init(host: String) {
    self.host = host
  }

  func fetch<Item>(_ kind: Item.Type, limit: Int) -> Page<Item> {
    print("GET", host, kind, "limit", limit)
    return Page(items: [], source: host)
  }

  func save<Item>(_ models: [Item]) -> String {
    "\(host) saved \(type(of: models))"
  }
}

let repositories: [any Repository] = [MemoryRepository(), RemoteRepository(host: "api.example.com")]
let nobody: [User] = []
for repository in repositories {
  print(repository.fetch(User.self, limit: 10))
  print(repository.fetch([String].self, limit: 1))
  print(repository.save(nobody))
}

func sync(_ repository: any Repository, tags: [String]) {
  print(repository.save(tags))
  print(type(of: repository.fetch(Double.self, limit: 3)))
}

sync(MemoryRepository(), tags: [])
sync(RemoteRepository(host: "backup.example.com"), tags: [])
