import Glibc

/// A C library opened when a run first needs it rather than when poster starts: the dynamic loader
/// would otherwise map, relocate and initialise it (and every library it links) at each start, a run
/// that never reads an SVG or a workbook included.
/// (Unchecked: a C loader's handle from `dlopen`, never closed; `dlsym` may be called from any thread.)
public struct SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer
    /// The file it was opened from, for messages.
    public let file: String

    /// Opens the first of `library`'s sonames that loads; the failure says which package installs it.
    public static func open(_ library: CatalogEntry) -> Result<SharedLibrary, LibraryError> {
        for file in library.sonames {
            if let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) { return .success(SharedLibrary(handle: handle, file: file)) }
        }
        let reason = dlerror().map { String(cString: $0) } ?? "not found"
        return .failure(LibraryError(message: "\(library.name) (\(library.sonames[0])) cannot be loaded (apt-get install \(library.package)): \(reason)"))
    }

    /// The table `Table` of a C module's header (`POSTER_FUNCTION_TABLE`, Sources/CFunctionTable), each of
    /// its fields the address of the function (or variable) `symbols` names in the same place.
    public func table<Table: BitwiseCopyable>(_ symbols: UnsafePointer<CChar>) throws(LibraryError) -> Table {
        let names = String(cString: symbols).split(separator: " ")
        precondition(names.count * MemoryLayout<UnsafeRawPointer>.stride == MemoryLayout<Table>.size, "\(Table.self) holds other than \(names.count) addresses")
        var addresses: [UnsafeRawPointer] = []
        addresses.reserveCapacity(names.count)
        for name in names {
            guard let address = dlsym(handle, String(name)) else { throw LibraryError(message: "\(file) has no \(name)") }
            addresses.append(UnsafeRawPointer(address))
        }
        return addresses.withUnsafeBytes { $0.load(as: Table.self) }
    }
}
