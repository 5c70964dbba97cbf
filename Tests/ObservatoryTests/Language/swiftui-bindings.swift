import SwiftUI
import Observation
@Observable final class Settings {
  var volume = 5
  var muted = false
  var title = "Room"
}
struct VolumeRow: View {
  @Binding var volume: Int
  var body: some View { Text("Volume \(volume)") }
}
struct Screen: View {
  @Bindable var settings: Settings
  var body: some View {
    VStack {
      Text(settings.title)
      VolumeRow(volume: $settings.volume)
      Toggle("Muted", isOn: $settings.muted)
      TextField("Title", text: $settings.title)
    }
  }
}
let s = Settings()
host(Screen(settings: s))
resetBodyCounts()
s.volume = 6
settle()
print(bodyCounts)
resetBodyCounts()
s.muted = true
settle()
print(bodyCounts)
resetBodyCounts()
s.title = "Hall"
settle()
print(bodyCounts)
