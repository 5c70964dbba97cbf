// Seed: observation guide §7 — a view model that observes itself: the re-arm loop with [weak self] lets it deallocate.
import Observation

@Observable
final class DraftViewModel {
    var text = ""
    @ObservationIgnored var saves = 0

    init() {
        observe()
    }

    private func observe() {
        withObservationTracking {
            _ = text
        } onChange: { [weak self] in
            guard let self else { return }
            self.saves += 1
            print("autosave #\(self.saves)")
            self.observe()
        }
    }

    deinit {
        print("DraftViewModel deinit after \(saves) saves")
    }
}

var model: DraftViewModel? = DraftViewModel()
model?.text = "H"
model?.text = "Hi"
model?.text = "Hi"
model?.text += "!"
print(model?.text ?? "gone")
model = nil
print("released")
