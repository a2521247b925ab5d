import CHyphen
import Glibc
import SharedLibraries

/// libhyphen, LibreOffice's hyphenator, which reads the patterns of Debian's hyphen-* packages: opened
/// the first time a text is hyphenated, so a run that hyphenates none never loads it.
struct HyphenLibrary: LibraryBinding, Sendable {
    typealias Dictionary = UnsafeMutablePointer<HyphenDict>?

    /// `hnj_hyphen_load_file`: the patterns read from an open file (patterns in memory, through `fmemopen`).
    let loadFile: @convention(c) (UnsafeMutablePointer<FILE>?) -> Dictionary
    let free: @convention(c) (Dictionary) -> Void
    /// `hnj_hyphen_hyphenate3`: the word, its length in bytes, the vector it marks (an odd digit after
    /// each character a line may break after), the hyphenated word (unused), the non-standard breaks'
    /// replacements, positions and cuts (allocated for the caller to free), and the least characters
    /// before and after a break, of a word and of a compound's part.
    let hyphenate:
        @convention(c) (
            Dictionary, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?,
            UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?, UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>?,
            UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>?, Int32, Int32, Int32, Int32
        ) -> Int32

    /// The library, opened once; the failure says why not.
    static let shared: Result<HyphenLibrary, LibraryError> = SharedLibrary.bind(["libhyphen.so.0", "libhyphen.so"], package: "libhyphen0")

    init(_ library: SharedLibrary) throws(LibraryError) {
        loadFile = try library.function("hnj_hyphen_load_file")
        free = try library.function("hnj_hyphen_free")
        hyphenate = try library.function("hnj_hyphen_hyphenate3")
    }
}
