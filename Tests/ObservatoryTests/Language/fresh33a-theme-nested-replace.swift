import Observation

@Observable
final class Palette {
    var accent: String
    var background: String
    init(accent: String, background: String) { self.accent = accent; self.background = background }
}

@Observable
final class Typography {
    var size = 14
    var family = "SF"
}

@Observable
final class AppTheme {
    var palette = Palette(accent: "blue", background: "white")
    var type = Typography()
    var isDark = false

    func toggleDark() {
        isDark.toggle()
        palette = isDark ? Palette(accent: "orange", background: "black") : Palette(accent: "blue", background: "white")
    }
}

final class ViewHostMock {
    let name: String
    let body: (AppTheme) -> String
    var renders: [String] = []
    init(_ name: String, body: @escaping (AppTheme) -> String) { self.name = name; self.body = body }

    func render(_ theme: AppTheme) {
        let out = withObservationTracking {
            body(theme)
        } onChange: { [weak self] in
            Task { @MainActor in self?.render(theme) }
        }
        renders.append(out)
    }
}

let theme = AppTheme()
let oldPalette = theme.palette
let button = ViewHostMock("button") { "[\($0.palette.accent)]" }
let page = ViewHostMock("page") { "\($0.palette.background)/\($0.type.size)pt" }
let label = ViewHostMock("label") { "\($0.type.family)" }
let hosts = [button, page, label]
hosts.forEach { $0.render(theme) }

theme.palette.accent = "green"
await Task.yield()
theme.toggleDark()
await Task.yield()
oldPalette.accent = "red"
oldPalette.background = "gray"
await Task.yield()
theme.type.size += 2
await Task.yield()
theme.type = Typography()
await Task.yield()
theme.type.family = "Mono"
await Task.yield()
theme.toggleDark()
await Task.yield()
for h in hosts { print(h.name.padded(), h.renders.joined(separator: " | ")) }
print(oldPalette.accent, theme.palette.accent, theme.palette === oldPalette)

extension String {
    func padded() -> String { self + String(repeating: " ", count: max(0, 7 - count)) }
}
