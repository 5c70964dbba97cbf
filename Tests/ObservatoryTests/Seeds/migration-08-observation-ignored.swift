// Seed: migration guide — @ObservationIgnored internalCache: [String: Data] does not trigger updates; visibleProperty does.
import Foundation
import Observation

@Observable
class ViewModel {
    var visibleProperty: String = ""  // Changes trigger updates

    @ObservationIgnored
    var internalCache: [String: Data] = [:]  // Changes do NOT trigger updates
}

let viewModel = ViewModel()
var notes: [String] = []
withObservationTracking {
    _ = viewModel.visibleProperty
    _ = viewModel.internalCache
} onChange: {
    notes.append("changed")
}
viewModel.internalCache["avatar"] = Data([0x89, 0x50, 0x4E, 0x47])
viewModel.internalCache["empty"] = Data()
print("after cache writes: \(notes)")
viewModel.visibleProperty = "hello"
print("after visible write: \(notes)")
print(viewModel.internalCache.keys.sorted(), viewModel.internalCache["avatar"]?.count ?? 0, viewModel.internalCache["avatar"]!)
