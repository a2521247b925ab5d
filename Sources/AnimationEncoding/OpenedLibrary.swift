import SharedLibraries

/// The library `result` holds, or an error saying that the animation could not be encoded without it.
func opened<Library>(_ result: Result<Library, LibraryError>) throws(AnimationError) -> Library {
    try result.opened { AnimationError("cannot encode the animation: \($0)") }
}
