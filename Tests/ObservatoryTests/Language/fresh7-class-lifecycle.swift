class Resource {
    let name: String
    init(_ name: String) {
        self.name = name
        print("open \(name)")
    }
    func describe() -> String { "resource \(name)" }
    deinit { print("close \(name)") }
}

final class FileResource: Resource {
    let path: String
    init(path: String) {
        self.path = path
        super.init("file:" + path)
    }
    override func describe() -> String { "file at \(path) (" + super.describe() + ")" }
    deinit { print("flush \(path)") }
}

final class Pool {
    private var items: [Resource] = []
    let label: String
    init(label: String) { self.label = label }
    func add(_ r: Resource) -> Self {
        items.append(r)
        return self
    }
    func drain(keeping n: Int) {
        while items.count > n { _ = items.removeLast() }
    }
    deinit { print("pool \(label) gone with \(items.count)") }
}

func work() {
    defer { print("work done") }
    let a = Resource("a")
    let f = FileResource(path: "/tmp/x")
    print(f.describe())
    do {
        let temp = Resource("temp")
        print(temp.describe())
    }
    print("after block", a.name)
}

work()
var pool: Pool? = Pool(label: "main")
_ = pool?.add(Resource("r1")).add(FileResource(path: "log")).add(Resource("r3"))
pool?.drain(keeping: 1)
print("drained")
pool = nil
print("end")
