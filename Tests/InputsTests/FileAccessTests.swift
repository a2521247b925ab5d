import Foundation
import TestSupport
import Testing

/// One place opens a spec's inputs: the World (and the file primitive it reads with). Every other file
/// a source opens is listed here with why: the outputs poster writes and its own records. A new place
/// that opens files fails this test until it reads through the World or is listed with its reason: a
/// call of Swift's or of the C library, or a C library's own function that opens a file by its name,
/// called, or bound: listed in the table of a C module's header (`F(read, qpdf_read)`).
@Suite struct FileAccessTests {
    /// The calls that open a file, as the sources write them.
    static let opening = [
        "SourceFile.read(", "SourceFile.readText(", "SourceFile.openRegular(", "Glibc.open(", " open(path", "fopen(",
        "FileHandle(forReadingAtPath", "Data(contentsOf", "contentsOfFile", "FileManager.default.contents(atPath", "Digest.file(",
        "digests.sha256(of",
        // C functions that open a file by its name: fontconfig's, cairo's, libqpdf's, librsvg's,
        // libxml2's, libhyphen's, libzip's, littleCMS's, giflib's, libjpeg-turbo's, libexif's, SQLite's and the loader's.
        "FcConfigAppFontAddFile(", "FcConfigAppFontAddDir(", "FcFreeTypeQuery(", "FcFreeTypeQueryAll(", "FcConfigParseAndLoad(",
        "cairo_image_surface_create_from_png(", "cairo_pdf_surface_create(", "cairo_svg_surface_create(", "cairo_ps_surface_create(",
        "cairo_surface_write_to_png(", "qpdf_read)", "qpdf_init_write)", "QPDFDocument(file:", "rsvg_handle_new_from_file",
        "xmlReadFile", "xmlParseFile", "xmlCtxtReadFile", "hnj_hyphen_load(", "hnj_hyphen_load)", "zip_open(", "zip_open)",
        "cmsOpenProfileFromFile", "DGifOpenFileName", "EGifOpenFileName", "tjLoadImage", "tjSaveImage", "exif_data_new_from_file",
        "exif_loader_write_file", "sqlite3_open", "dlopen(",
    ]

    /// The files allowed to open files, and why.
    static let allowed: [String: String] = [
        "Sources/FileIO/SourceFile.swift": "the primitive the World reads with",
        "Sources/Inputs/World.swift": "the World: a spec, its data and its pictures",
        "Sources/Inputs/InputSnapshot.swift": "the World's inputs kept for the frames of an animation",
        "Sources/Inputs/PictureBytes.swift": "the World's picture bytes, read again once let go",
        "Sources/Output/OutputTarget.swift": "the outputs it writes",
        "Sources/Output/StaleTemporaries.swift": "poster's own temporaries, removed",
        "Sources/Output/RunScratch.swift": "the gallery supervisor's own journal and list of specs set aside, in a private folder",
        "Sources/Gallery/Digest.swift": "the digest of a file (the gallery's outputs and parts)",
        "Sources/Gallery/SpecDiscovery.swift": "a folder of specs' .posterignore, which says what the gallery leaves out",
        "Sources/Output/NewFile.swift": "new files created, never replaced (the starter files of poster init), not inputs",
        "Sources/Output/AppendedFile.swift": "the job summary a CI system names ($GITHUB_STEP_SUMMARY), appended to, not an input",
        "Sources/PrintColor/CMYKConversion.swift": "the default CMYK profiles installed with libgs-common and scribus-data, not inputs of a spec",
        "Sources/Export/PDFAMarking.swift": "the sRGB profile installed with icc-profiles-free, a PDF/A file's output intent, not an input of a spec",
        "Sources/Gallery/DigestCache.swift": "the digests of fonts, which fontconfig opens, not the World",
        "Sources/Gallery/OutputFile.swift": "the gallery's own outputs",
        "Sources/Gallery/PartFile.swift": "the parts of a sharded gallery, merged",
        "Sources/Gallery/ShardCosts.swift": "what each spec cost in an earlier run (--shard-costs), which splits the parts",
        "Sources/Gallery/RecordCoding.swift": "the gallery's own records",
        "Sources/Gallery/PNGHeader.swift": "the gallery's own thumbnails",
        "Sources/Gallery/GalleryBuild.swift": "the fonts of an unchanged spec, digested again",
        "Sources/Gallery/SpecRenderer.swift": "the fonts a document is set in, digested",
        "Sources/Gallery/ContactSheetWriter.swift": "the fonts of a spec drawn again, digested",
        "Sources/PosterCommands/Frames.swift": "its own list of the frames it wrote",
        "Sources/SpecModel/Templates/GLabelsTemplates.swift": "gLabels' template library, a system folder like the fonts'",
        "Sources/Typesetting/HyphenationPatternIndex.swift": "the hyphenation patterns of the hyphen-* packages, a system folder like the fonts'",
        "Sources/Workers/Cores.swift": "the kernel's own files (/proc, /sys/fs/cgroup) for the processors a run may use",
        "Sources/Typesetting/FontSetConfiguration.swift": "the font files a spec adds, located and read by the World, which fontconfig opens again by name",
        "Sources/Typesetting/FontFiles.swift": "a font file the World located and read, whose families fontconfig reads by name",
        "Sources/CQPDF/shim.h": "binds qpdf_read, which QPDFDocument(file:) calls on the parts of a PDF poster wrote itself",
        "Sources/Export/PDFJoining.swift": "the parts of a PDF poster wrote itself, joined",
        "Sources/SharedLibraries/SharedLibrary.swift": "the C libraries poster binds (dlopen), by their sonames, not inputs",
        "Sources/CSQLite/shim.h":
            "binds sqlite3_open_v2 and calls it on \":memory:\" only, the database a data file's bytes (read by the World) are handed to",
    ]

    @Test func onlyTheWorldAndTheListedFilesOpenFiles() throws {
        let opening = try SourceCalls.find(Self.opening, endings: [".swift", ".h"]).reduce(into: [String: Set<String>]()) { $0["Sources/" + $1.key] = $1.value }
        let unlisted = opening.filter { Self.allowed[$0.key] == nil }
        #expect(unlisted.isEmpty, "files that open files outside the World: \(unlisted)")
        // The list holds no file that no longer opens one.
        #expect(Set(Self.allowed.keys).subtracting(opening.keys).isEmpty, "listed but opening nothing: \(Set(Self.allowed.keys).subtracting(opening.keys))")
        #expect(opening["Sources/Inputs/World.swift"] != nil)
    }
}
