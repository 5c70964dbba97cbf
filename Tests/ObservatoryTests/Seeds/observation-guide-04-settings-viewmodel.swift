// Seed: observation guide §2 — the migrated SettingsViewModel (private(set) errorMessage, async save) observed per property.
import Observation

@Observable
final class SettingsViewModel {
    var username = ""
    var isSaving = false
    private(set) var errorMessage: String?

    func save() async { /* ... */ }
}

let viewModel = SettingsViewModel()
var changes: [String] = []

func watch(_ name: String, _ read: @escaping () -> Void) {
    withObservationTracking {
        read()
    } onChange: {
        changes.append(name)
    }
}

watch("username") { _ = viewModel.username }
watch("isSaving") { _ = viewModel.isSaving }
watch("errorMessage") { _ = viewModel.errorMessage }

viewModel.username = "taylor"
print(changes)
viewModel.isSaving = true
await viewModel.save()
viewModel.isSaving = false
print(changes)
print("username: \(viewModel.username), saving: \(viewModel.isSaving), error: \(String(describing: viewModel.errorMessage))")
print(viewModel.errorMessage ?? "no error")
