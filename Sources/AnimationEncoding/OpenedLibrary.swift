import SharedLibraries

/// The library `result` holds, or an error saying that the animation could not be encoded without it.
func opened<Library>(_ result: Result<Library, LibraryError>) throws(AnimationError) -> Library {
    switch result {
    case .success(let library): return library
    case .failure(let error): throw AnimationError("cannot encode the animation: \(error.message)")
    }
}
