protocol Entity: Identifiable where ID == String {
    static var collection: String { get }
    static func placeholder(id: String) -> Self
    var id: String { get }
}

struct Author: Entity {
    static let collection = "authors"
    let id: String
    var name: String
    static func placeholder(id: String) -> Author { Author(id: id, name: "unknown") }
}

struct Book: Entity {
    static let collection = "books"
    let id: String
    var title: String
    var authorID: String
    static func placeholder(id: String) -> Book { Book(id: id, title: "untitled", authorID: "?") }
}

final class Repository<E: Entity> {
    private var store: [String: E] = [:]
    private(set) var log: [String] = []

    func path(for id: String) -> String { "/\(E.collection)/\(id)" }

    func save(_ entity: E) {
        store[entity.id] = entity
        log.append("PUT \(path(for: entity.id))")
    }

    func fetch(_ id: String) -> E {
        log.append("GET \(path(for: id))")
        return store[id] ?? E.placeholder(id: id)
    }

    var kind: String { String(describing: E.self) }
    var count: Int { store.count }
}

let authors = Repository<Author>()
let books = Repository<Book>()
authors.save(Author(id: "a1", name: "Le Guin"))
books.save(Book(id: "b1", title: "The Dispossessed", authorID: "a1"))
books.save(Book(id: "b2", title: "Lathe of Heaven", authorID: "a1"))

let book = books.fetch("b2")
let author = authors.fetch(book.authorID)
print("\(book.title) by \(author.name)")
print(books.fetch("b9").title, authors.fetch("zz").name)
print(authors.kind, authors.count, books.kind, books.count)
print(authors.log)
print(books.log.joined(separator: "; "))
