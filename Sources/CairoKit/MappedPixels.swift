import CCairo
import Glibc

/// The memory mapped for a carrier image's pixels (`Surface.carrier`), unmapped when cairo destroys the
/// surface: cairo may keep the surface (a pattern, a document's snapshot) after its `Surface` is gone.
struct MappedPixels {
    /// The key of the user data that holds a carrier's mapping; cairo compares only its address.
    /// (`nonisolated(unsafe)`: never read or written, only its address is handed to cairo.)
    nonisolated(unsafe) static var key = cairo_user_data_key_t()

    let address: UnsafeMutableRawPointer
    let length: Int
}
