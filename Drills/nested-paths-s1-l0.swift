@Observable final class Hotel { var city = "Paris" }
@Observable final class Trip {
  var traveller = "Ada"
  var hotel = Hotel()
}

let trip = Trip()
withObservationTracking { _ = trip.hotel.city } onChange: {
  print("city path will change")
}
trip.hotel = Hotel()
print("after trip.hotel = Hotel()")
trip.hotel.city = "Lima"
print("done")
