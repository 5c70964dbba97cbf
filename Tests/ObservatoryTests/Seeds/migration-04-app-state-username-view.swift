// Seed: migration guide — AppState with lastSyncDate: Date = .now; UsernameView re-renders only for username.
import Foundation
import Observation

@Observable
class AppState {
    var username: String = ""
    var itemCount: Int = 0
    var lastSyncDate: Date = .now
}

// This view only re-renders when `username` changes.
// Changes to `itemCount` or `lastSyncDate` do NOT cause re-render.
struct UsernameView: View {
    var state: AppState

    var body: some View {
        Text(state.username)
    }
}

let state = AppState()
let launched = state.lastSyncDate
host(UsernameView(state: state))
settle()
resetBodyCounts()

state.itemCount += 1
state.lastSyncDate = .now
settle()
print("itemCount and lastSyncDate: \(bodyCounts)")
print("synced after launch:", state.lastSyncDate >= launched)

state.username = "ada"
settle()
print("username: \(bodyCounts)")

var syncs = 0
withObservationTracking {
    _ = state.lastSyncDate
} onChange: {
    syncs += 1
}
state.lastSyncDate = .now
print("sync observers fired: \(syncs)")
