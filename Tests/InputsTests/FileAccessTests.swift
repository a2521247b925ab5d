import Foundation
import TestSupport
import Testing

/// One place opens a spec's inputs: the World (and the file primitive it reads with). Every other file
/// a source opens is listed here with why: the outputs poster writes and its own records. A new place
/// that opens files fails this test until it reads through the World or is listed with its reason.
@Suite struct FileAccessTests {
    /// The calls that open a file, as the sources write them.
    static let opening = [
        "SourceFile.read(", "SourceFile.readText(", "SourceFile.openRegular(", "Glibc.open(", " open(path", "fopen(",
        "FileHandle(forReadingAtPath", "Data(contentsOf", "contentsOfFile", "FileManager.default.contents(atPath", "Digest.file(",
        "digests.sha256(of",
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
    ]

    @Test func onlyTheWorldAndTheListedFilesOpenFiles() throws {
        let opening = try SourceCalls.find(Self.opening).reduce(into: [String: Set<String>]()) { $0["Sources/" + $1.key] = $1.value }
        let unlisted = opening.filter { Self.allowed[$0.key] == nil }
        #expect(unlisted.isEmpty, "files that open files outside the World: \(unlisted)")
        // The list holds no file that no longer opens one.
        #expect(Set(Self.allowed.keys).subtracting(opening.keys).isEmpty, "listed but opening nothing: \(Set(Self.allowed.keys).subtracting(opening.keys))")
        #expect(opening["Sources/Inputs/World.swift"] != nil)
    }
}
