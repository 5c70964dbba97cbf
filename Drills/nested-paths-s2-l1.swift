@Observable final class Hotel { var city = "Paris" }
@Observable final class Trip {
  var traveller = "Ada"
  var hotel = Hotel()
}

let trip = Trip()
withObservationTracking { _ = trip.hotel.city } onChange: {
  print("city path will change")
}
withObservationTracking { _ = trip.traveller } onChange: {
  print("traveller will change")
}
trip.traveller = "Lin"
trip.hotel = Hotel()
print("after trip.hotel = Hotel()")
trip.hotel = Hotel()
print("done")
