@Observable final class M { var taps = 0 }
struct V: View {
  var m: M
  var body: some View {
    VStack {
      Button("Tap") { m.taps += 1 }
      Button(action: { m.taps += 1 }) { Text("Tap \(m.taps)") }
    }
  }
}
let m = M()
host(V(m: m))
resetBodyCounts()
m.taps = 1
settle()
print(bodyCounts)
