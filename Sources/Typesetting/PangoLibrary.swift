import CPango
import Output
import SharedLibraries

/// Pango (and GObject, which its objects are), opened the first time a run sets text: Pango, HarfBuzz,
/// FriBidi, GObject and what they link would otherwise take about 2 ms of every start, a run that
/// draws no text included. Its functions are the table CPango's header lists; every Pango call goes
/// through `pango`.
extension PangoLibrary {
    /// The library, opened once, the first time a text is set; a run that cannot open it ends there
    /// (exit 2, its temporary outputs removed), as it would have ended before starting had Pango been linked.
    static let shared: PangoLibrary = {
        let opened: Result<PangoLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.pango, PangoLibrary_symbols())
        switch opened {
        case .success(let library): return library
        case .failure(let error): Interruption.abandon(saying: "poster: error: text cannot be set: \(error.message)", status: 2)
        }
    }()

    /// The fontconfig font behind `font`, or nil when it is not one.
    func fcFont(_ font: UnsafeMutablePointer<PangoFont>) -> UnsafeMutablePointer<PangoFcFont>? {
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard typeCheckInstanceIsA(instance, fcFontType()) != 0 else { return nil }
        return UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
    }

    /// Sets the fontconfig configuration `map` takes its fonts from, when it is a fontconfig font map.
    func setConfiguration(_ configuration: OpaquePointer, of map: UnsafeMutablePointer<PangoFontMap>) {
        let instance = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GTypeInstance.self)
        guard typeCheckInstanceIsA(instance, fcFontMapType()) != 0 else { return }
        fcFontMapSetConfig(OpaquePointer(map), configuration)
    }
}

/// Pango, opened on first use (`PangoLibrary.shared`).
var pango: PangoLibrary { PangoLibrary.shared }
