// Idiom: `defer` runs at scope exit in reverse order, after the return value is computed, and in loops each iteration.
import Observation

@Observable final class Spinner {
    var isBusy = false
    var result = ""
}

let spinner = Spinner()

func work(_ input: String) -> String {
    spinner.isBusy = true
    defer { spinner.isBusy = false; print("defer: busy off") }
    defer { print("defer: second, runs first") }
    print("working on \(input)")
    if input.isEmpty { return "nothing" }
    return input.uppercased()
}

withObservationTracking {
    _ = spinner.isBusy
} onChange: {
    print("isBusy will change from \(spinner.isBusy)")
}
print(work("abc"))
print(spinner.isBusy)
print(work(""))

func counter() -> Int {
    var x = 1
    defer { x += 100; print("defer sees x = \(x)") }
    return x
}
print("returned \(counter())")

for i in 1...2 {
    defer { print("end of iteration \(i)") }
    print("iteration \(i)")
}
