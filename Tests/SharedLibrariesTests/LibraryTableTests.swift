import CExif
import CGIF
import CHyphen
import CImageQuant
import CLCMS
import CPango
import CQPDF
import CRsvg
import CSQLite
import CTurboJPEG
import CWebP
import CWebPMux
import CXML2
import CYAML
import CZint
import CZip
import Foundation
import SharedLibraries
import TestSupport
import Testing

/// The catalog's libraries and the tables of functions their C modules' headers list: each library
/// opens, each table's every function is found in it (its type is the header's own, `__typeof__`),
/// and each library's header package is the one the package's build installs.
@Suite struct LibraryTableTests {
    /// Why `Table` cannot be bound from `library`, or nil when it is.
    static func failure<Table: BitwiseCopyable>(_ library: CatalogEntry, _ symbols: UnsafePointer<CChar>, _: Table.Type) -> String? {
        let bound: Result<Table, LibraryError> = SharedLibrary.bind(library, symbols)
        guard case .failure(let error) = bound else { return nil }
        return error.message
    }

    @Test func everyLibraryBindsEveryFunctionItsTableLists() {
        let failures: [String: String?] = [
            LibraryCatalog.gif.name: Self.failure(LibraryCatalog.gif, GIFLibrary_symbols(), GIFLibrary.self),
            LibraryCatalog.imageQuant.name: Self.failure(LibraryCatalog.imageQuant, ImageQuantLibrary_symbols(), ImageQuantLibrary.self),
            LibraryCatalog.webPMux.name: Self.failure(LibraryCatalog.webPMux, WebPMuxLibrary_symbols(), WebPMuxLibrary.self),
            LibraryCatalog.zint.name: Self.failure(LibraryCatalog.zint, ZintLibrary_symbols(), ZintLibrary.self),
            LibraryCatalog.exif.name: Self.failure(LibraryCatalog.exif, ExifLibrary_symbols(), ExifLibrary.self),
            LibraryCatalog.jpeg.name: Self.failure(LibraryCatalog.jpeg, JPEGLibrary_symbols(), JPEGLibrary.self),
            LibraryCatalog.webP.name: Self.failure(LibraryCatalog.webP, WebPLibrary_symbols(), WebPLibrary.self),
            LibraryCatalog.color.name: Self.failure(LibraryCatalog.color, ColorLibrary_symbols(), ColorLibrary.self),
            LibraryCatalog.qpdf.name: Self.failure(LibraryCatalog.qpdf, QPDFLibrary_symbols(), QPDFLibrary.self),
            LibraryCatalog.svg.name: Self.failure(LibraryCatalog.svg, SVGLibrary_symbols(), SVGLibrary.self),
            LibraryCatalog.xml.name: Self.failure(LibraryCatalog.xml, XMLLibrary_symbols(), XMLLibrary.self),
            LibraryCatalog.sqlite.name: Self.failure(LibraryCatalog.sqlite, SQLiteLibrary_symbols(), SQLiteLibrary.self),
            LibraryCatalog.zip.name: Self.failure(LibraryCatalog.zip, ZipLibrary_symbols(), ZipLibrary.self),
            LibraryCatalog.yaml.name: Self.failure(LibraryCatalog.yaml, YAMLLibrary_symbols(), YAMLLibrary.self),
            LibraryCatalog.hyphen.name: Self.failure(LibraryCatalog.hyphen, HyphenLibrary_symbols(), HyphenLibrary.self),
            LibraryCatalog.pango.name: Self.failure(LibraryCatalog.pango, PangoLibrary_symbols(), PangoLibrary.self),
        ]
        #expect(Set(failures.keys) == Set(LibraryCatalog.all.map(\.name)), "a library of the catalog without its table here, or the reverse")
        #expect(failures.compactMapValues { $0 }.isEmpty, "\(failures.compactMapValues { $0 })")
    }

    /// A table holds each function in its entry's place: SQLite's last, `sqlite3_errmsg`, says what it
    /// says of no database at all.
    @Test func aTableHoldsTheFunctionsItNames() throws {
        let sqlite: SQLiteLibrary = try SharedLibrary.bind(LibraryCatalog.sqlite, SQLiteLibrary_symbols()).get()
        #expect(String(cString: try #require(sqlite.errorMessage(nil))) == "out of memory")
        let names = String(cString: SQLiteLibrary_symbols()).split(separator: " ")
        #expect(names.count == MemoryLayout<SQLiteLibrary>.size / MemoryLayout<UnsafeRawPointer>.size)
        #expect(names.first == "sqlite3_open_v2" && names.last == "sqlite3_errmsg")
    }

    @Test func everyHeaderPackageIsOneTheBuildInstalls() throws {
        let package = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let makefile = try String(contentsOf: repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let installed = makefile.split(separator: "\n").first { $0.hasPrefix("APT_PACKAGES :=") }.map { Set($0.split(separator: " ").map(String.init)) } ?? []
        for library in LibraryCatalog.all {
            #expect(package.contains("\"\(library.headers)\""), "\(library.name): \(library.headers) is no provider in Package.swift")
            #expect(installed.contains(library.headers), "\(library.name): \(library.headers) is not in the Makefile's APT_PACKAGES")
        }
        #expect(Set(LibraryCatalog.all.map(\.name)).count == LibraryCatalog.all.count)
    }
}
