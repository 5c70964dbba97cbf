enum Kind { case a, b(Int) }
@Observable final class M { var kind = Kind.a; var n = 1 }
struct Row: View {
  var m: M
  var body: some View {
    switch m.kind {
    case .a: Text("a")
    case .b(let k): Text("b \(k)")
    }
  }
}
struct Many: View {
  var m: M
  var body: some View {
    VStack {
      if m.n > 0 { Text("pos") } else if m.n < 0 { Text("neg") } else { Text("zero") }
      ForEach(0..<2, id: \.self) { i in
        switch i {
        case 0: Text("first")
        default: Text("other")
        }
      }
    }
  }
}
let m = M()
host(VStack { Row(m: m); Many(m: m) })
resetBodyCounts()
m.kind = .b(2)
settle()
print(bodyCounts)
m.n = 0
settle()
print(bodyCounts)
