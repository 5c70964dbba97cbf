import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The simulated SwiftUI host and the legacy ObservableObject model.
@Suite struct ViewHostTests {
  /// `$settings.volume` reads nothing where it is made; the child reading its `@Binding` reads
  /// the model there, so a change re-runs the child alone. A control (`Toggle`) reads nothing.
  @Test func bindingsAreReadWhereTheyAreRead() {
    let run = runLesson(
      """
      @Observable final class Settings { var volume = 5; var muted = false; var title = "Room" }
      struct VolumeRow: View {
        @Binding var volume: Int
        var body: some View { Text("Volume \\(volume)") }
      }
      struct Screen: View {
        @Bindable var settings: Settings
        @State private var draft = "x"
        var body: some View {
          List {
            Text(settings.title)
            VolumeRow(volume: $settings.volume)
            Toggle("Muted", isOn: $settings.muted)
            TextField("Draft", text: $draft)
          }
        }
      }
      let s = Settings()
      host(Screen(settings: s))
      for change in [{ s.volume = 6 }, { s.muted = true }, { s.title = "Hall" }] {
        resetBodyCounts()
        change()
        settle()
        print(bodyCounts)
      }
      """)
    #expect(run.error == nil, "\(run.error?.message ?? "")")
    #expect(run.outputLines == ["[\"VolumeRow\": 1]", "[:]", "[\"Screen\": 1]"])
  }

  @Test func aListOfDataIsAForEach() {
    let run = runLesson(
      """
      @Observable final class Todo { var items = ["a"] }
      struct Rows: View {
        var todo: Todo
        var body: some View { List(todo.items, id: \\.self) { Text($0) } }
      }
      let t = Todo()
      host(Rows(todo: t))
      t.items.append("b")
      settle()
      print(bodyCounts)
      """)
    #expect(run.error == nil, "\(run.error?.message ?? "")")
    #expect(run.outputLines == ["[\"Rows\": 2]"])
  }

  @Test func childrenRerunOnlyWhenDirtyOrGivenNewInputs() {
    let run = runLesson(
      """
      @Observable final class Model { var title = "a"; var count = 0 }
      struct Child: View {
        let label: String
        var body: some View { Text(label) }
      }
      struct Parent: View {
        var model: Model
        var body: some View {
          VStack {
            Text(model.title)
            Child(label: "fixed")
            Child(label: "count \\(model.count)")
          }
        }
      }
      let m = Model()
      host(Parent(model: m))
      resetBodyCounts()
      m.title = "b"
      settle()
      print(bodyCounts)
      resetBodyCounts()
      m.count = 1
      settle()
      print(bodyCounts)
      """)
    #expect(run.error == nil)
    // The parent re-runs; a child with equal inputs does not; a child with new inputs does.
    #expect(run.outputLines == ["[\"Parent\": 1]", "[\"Parent\": 1, \"Child\": 1]"])
  }

  @Test func aBurstOfWritesIsOneBodyRun() {
    let run = runLesson(
      """
      @Observable final class Model { var a = 0; var b = 0 }
      struct V: View {
        var model: Model
        var body: some View { Text("\\(model.a) \\(model.b)") }
      }
      let m = Model()
      host(V(model: m))
      resetBodyCounts()
      m.a = 1; m.b = 2; m.a = 3
      settle()
      print(bodyCounts["V"] ?? 0)
      #screen
      """, trace: true)
    #expect(run.outputLines == ["1"])
  }

  @Test func stateIsKeptAcrossParentRenders() {
    let run = runLesson(
      """
      @Observable final class Owned { var n = 0 }
      @Observable final class Model { var tick = 0 }
      struct Child: View {
        @State var owned = Owned()
        var tick: Int
        var body: some View { Text("\\(owned.n) \\(tick)") }
      }
      struct Parent: View {
        var model: Model
        var body: some View { Child(tick: model.tick) }
      }
      let m = Model()
      host(Parent(model: m))
      m.tick = 1
      settle()
      m.tick = 2
      settle()
      print(bodyCounts)
      """)
    #expect(run.error == nil)
    #expect(run.outputLines == ["[\"Parent\": 3, \"Child\": 3]"])
  }

  @Test func missingEnvironmentObjectIsALessonError() {
    let run = runLesson(
      """
      @Observable final class Cart { var items = 0 }
      struct Badge: View {
        @Environment(Cart.self) private var cart
        var body: some View { Text("\\(cart.items)") }
      }
      host(Badge())
      """)
    #expect(run.error?.message.contains("no Cart in the environment") == true)
  }

  @Test func publishedSinksSeeTheNewValueBeforeTheStore() {
    let run = runLesson(
      """
      final class Contact: ObservableObject {
        @Published var age = 24
      }
      let c = Contact()
      var seen: [String] = []
      let a = c.objectWillChange.sink { seen.append("will change, age \\(c.age)") }
      let b = c.$age.sink { value in seen.append("$age got \\(value), age \\(c.age)") }
      c.age += 1
      c.age = 25
      print(seen)
      _ = c.objectWillChange.sink { seen.append("released at once") }
      c.age = 26
      print(seen.count)
      """)
    #expect(run.error == nil)
    // One objectWillChange per write, no same-value gate, the new value delivered before the store;
    // a `$age` subscriber gets the current value when it subscribes (as Combine's publisher does).
    #expect(
      run.outputLines == [
        "[\"$age got 24, age 24\", \"will change, age 24\", \"$age got 25, age 24\", \"will change, age 25\", \"$age got 25, age 25\"]",
        "7",
      ])
  }

  @Test func storedCancellablesKeepSubscriptionsAlive() {
    let run = runLesson(
      """
      final class Model: ObservableObject { @Published var x = 0 }
      let m = Model()
      var bag: [AnyCancellable] = []
      var hits = 0
      m.objectWillChange.sink { hits += 1 }.store(in: &bag)
      m.x = 1
      m.x = 2
      print(hits, bag.count)
      """)
    #expect(run.error == nil)
    #expect(run.outputLines == ["2 1"])
  }

  @Test func observableClassesHaveNoProjectedPublishers() {
    let run = runLesson(
      """
      @Observable final class SearchState { var query = "" }
      let s = SearchState()
      let q = s.$query
      """)
    #expect(run.error?.message.contains("no $property publishers") == true)
  }

  @Test func compressesIndexedLabels() {
    #expect(ViewHost.compress(["T[0]", "T[1]", "T[2]", "U"]) == "T[0…2], U")
    #expect(ViewHost.compress(["T[0]", "T[2]"]) == "T[0], T[2]")
  }
}
