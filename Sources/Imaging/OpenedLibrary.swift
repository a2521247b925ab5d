import SharedLibraries

/// The library `result` holds, or an error saying that the picture `name` could not be read without it.
func opened<Library>(_ result: Result<Library, LibraryError>, reading name: String) throws(ImageError) -> Library {
    switch result {
    case .success(let library): return library
    case .failure(let error): throw ImageError("cannot read \"\(name)\": \(error.message)")
    }
}
