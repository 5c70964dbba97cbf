enum LoadState { case loading(progress: Int), pair(Int, name: String), plain(Int) }
print(LoadState.loading(progress: 40), [LoadState.pair(1, name: "x")], LoadState.plain(3))
