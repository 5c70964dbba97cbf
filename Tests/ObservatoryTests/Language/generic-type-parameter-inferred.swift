protocol Endpoint {
    static var path: String { get }
    var id: Int { get }
}

struct User: Endpoint {
    static let path = "/users"
    let id: Int
}

final class Client<E: Endpoint> {
    private var fetched: [E] = []
    init(preload: [E]) { fetched = preload }
    func url(for item: E) -> String { "\(E.path)/\(item.id)" }
    var urls: [String] { fetched.map(url(for:)) }
}

let client = Client(preload: [User(id: 1), User(id: 7)])
print(client.urls)
print(client.url(for: User(id: 3)))
