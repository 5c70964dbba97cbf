protocol DownloadDelegate: AnyObject {
    func download(_ d: Download, didProgress percent: Int)
    func downloadDidFinish(_ d: Download)
}

extension DownloadDelegate {
    func download(_ d: Download, didProgress percent: Int) {}
}

final class Download {
    let url: String
    weak var delegate: DownloadDelegate?
    private(set) var received = 0
    let size: Int

    init(url: String, size: Int) {
        self.url = url
        self.size = size
    }

    func receive(_ bytes: Int) {
        received = min(size, received + bytes)
        delegate?.download(self, didProgress: received * 100 / size)
        if received == size { delegate?.downloadDidFinish(self) }
    }
    deinit { print("download \(url) freed") }
}

final class ProgressView: DownloadDelegate {
    var lines: [String] = []
    func download(_ d: Download, didProgress percent: Int) {
        lines.append("\(d.url): \(percent)%")
    }
    func downloadDidFinish(_ d: Download) { lines.append("\(d.url): done") }
    deinit { print("progress view freed with \(lines.count) lines") }
}

final class SilentLogger: DownloadDelegate {
    func downloadDidFinish(_ d: Download) { print("logger: \(d.url) finished") }
}

var view: ProgressView? = ProgressView()
let a = Download(url: "a.zip", size: 300)
a.delegate = view
for chunk in [100, 150, 100] { a.receive(chunk) }
print(view?.lines ?? [])

let logger = SilentLogger()
let b = Download(url: "b.iso", size: 10)
b.delegate = logger
b.receive(4)
b.receive(6)

let c = Download(url: "c.txt", size: 2)
c.delegate = view
view = nil
c.receive(2)
print(c.delegate == nil, c.received)
