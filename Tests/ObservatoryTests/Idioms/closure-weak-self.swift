// Idiom: [weak self] with guard let self in a stored callback and in withObservationTracking's onChange; the object can deallocate.
import Observation

@Observable final class Feed {
    var posts: [String] = []
}

final class FeedController {
    let feed: Feed
    var onUpdate: (() -> Void)?
    var renders = 0

    init(feed: Feed) {
        self.feed = feed
        onUpdate = { [weak self] in
            guard let self else { print("controller gone"); return }
            self.renders += 1
            print("render #\(self.renders): \(self.feed.posts)")
        }
        observe()
    }

    func observe() {
        withObservationTracking { [weak self] in
            _ = self?.feed.posts
        } onChange: { [weak self] in
            guard let self else { return }
            print("posts will change")
            self.onUpdate?()
        }
    }

    deinit { print("FeedController deinit") }
}

let feed = Feed()
var controller: FeedController? = FeedController(feed: feed)
let callback = controller?.onUpdate
feed.posts.append("hello")
controller = nil
callback?()
feed.posts.append("world")
print(feed.posts)
