// Idiom: a withObservationTracking re-arm loop that stops itself after three changes; what each onChange still sees.
import Observation

@Observable final class Slider {
    var value = 0
}

let slider = Slider()
var remaining = 3

func watch() {
    withObservationTracking {
        print("render with value \(slider.value)")
    } onChange: {
        remaining -= 1
        print("onChange sees \(slider.value), \(remaining) left")
        if remaining > 0 { watch() }
    }
}

watch()
for v in 1...5 {
    slider.value = v
}
print("final value \(slider.value), remaining \(remaining)")
