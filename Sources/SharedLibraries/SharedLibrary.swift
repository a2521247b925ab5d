import Glibc

/// A C library opened when a run first needs it rather than when poster starts: the dynamic loader
/// would otherwise map, relocate and initialise it (and every library it links) at each start, a run
/// that never reads an SVG or a workbook included.
/// (Unchecked: a C loader's handle from `dlopen`, never closed; `dlsym` may be called from any thread.)
public struct SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer
    /// The file it was opened from, for messages.
    public let file: String

    /// Opens the first of `files` that loads; `package` is the Debian package that installs it.
    public static func open(_ files: [String], package: String) -> Result<SharedLibrary, LibraryError> {
        for file in files {
            if let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) { return .success(SharedLibrary(handle: handle, file: file)) }
        }
        let reason = dlerror().map { String(cString: $0) } ?? "not found"
        return .failure(LibraryError(message: "\(files[0]) cannot be loaded (apt-get install \(package)): \(reason)"))
    }

    /// The function `symbol`, as the C function pointer type `T` it is declared with.
    public func function<T>(_ symbol: String) throws(LibraryError) -> T {
        guard let address = dlsym(handle, symbol) else { throw LibraryError(message: "\(file) has no \(symbol)") }
        return unsafeBitCast(address, to: T.self)
    }

    /// The global variable `symbol`, a `T`.
    public func variable<T>(_ symbol: String, of _: T.Type) throws(LibraryError) -> UnsafeMutablePointer<T> {
        guard let address = dlsym(handle, symbol) else { throw LibraryError(message: "\(file) has no \(symbol)") }
        return address.assumingMemoryBound(to: T.self)
    }
}
