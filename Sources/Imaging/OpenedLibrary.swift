import SharedLibraries

/// The library `result` holds, or an error saying that the picture `name` could not be read without it.
func opened<Library>(_ result: Result<Library, LibraryError>, reading name: String) throws(ImageError) -> Library {
    try result.opened { ImageError("cannot read \"\(name)\": \($0)") }
}
