// swift-tools-version: 6.1
import PackageDescription

// The unsafe flags below, and why each is there: docs/performance.md, "Build flags".
let executableLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--no-export-dynamic"]),
    .unsafeFlags(["-L", Context.packageDirectory + "/.build/static-libstdc++"], .when(configuration: .release)),
    .unsafeFlags(
        [
            "-static-stdlib", "-lswiftSynchronization", "-l_FoundationCShims", "-l_FoundationCollections", "-lCoreFoundation", "-l_FoundationICU",
            "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/link/function-order.txt", "-Xlinker", "--no-warn-symbol-ordering",
            "-Xlinker", "-T", "-Xlinker", Context.packageDirectory + "/link/private-functions.ld",
        ],
        .when(configuration: .release)),
]

let package = Package(
    name: "poster",
    products: [
        .executable(name: "poster", targets: ["poster"]),
        .executable(name: "poster-preview", targets: ["poster-preview"]),
        .library(name: "CairoKit", targets: ["CairoKit"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Figures", targets: ["Figures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // libsoup, the preview server's HTTP and WebSocket server, linked by poster-preview alone; its headers are
        // found through `libraryHeaders` below.
        .systemLibrary(name: "CSoup", providers: [.apt(["libsoup-3.0-dev"])]),
        // Pango's declarations only, with no pkg-config (whose libraries would be linked): Pango is opened
        // when a run first sets text (PangoLibrary); its headers are found through `libraryHeaders` below.
        // fontconfig, which the font catalogue reads, is linked: cairo loads it at every start anyway.
        .systemLibrary(name: "CPango", providers: [.apt(["libpango1.0-dev"])]),
        // Declarations only, with no pkg-config or link: each library below is opened the first time a run
        // needs it (its `…Library` type), so a run that reads no picture or workbook loads none of them.
        .systemLibrary(name: "CTurboJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CExif", providers: [.apt(["libexif-dev"])]),
        .systemLibrary(name: "CZint", providers: [.apt(["libzint-dev"])]),
        // libhyphen, which finds where words may break (HyphenLibrary): opened the first time a text is hyphenated.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CWebPMux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CImageQuant", providers: [.apt(["libimagequant-dev"])]),
        .systemLibrary(name: "CZip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CYAML", providers: [.apt(["libyaml-dev"])]),
        // librsvg's and libxml2's declarations only, with no pkg-config (whose libraries would be linked):
        // both are opened when a run first reads an SVG or a workbook (SharedLibraries), and their headers
        // are found through `libraryHeaders` below.
        .systemLibrary(name: "CRsvg", providers: [.apt(["librsvg2-dev"])]),
        // libqpdf's declarations only: the library is opened when a contact sheet is joined
        // (QPDFLibrary), so no other command pays for loading it and what it links.
        .systemLibrary(name: "CQPDF", providers: [.apt(["libqpdf-dev"])]),
        // The extended attribute calls (glibc's, not in Swift's Glibc module): a temporary output is marked
        // as poster's own with one.
        .systemLibrary(name: "CXattr"),
        // libxml2, which librsvg reads SVG with: an SVG picture is read through it first and checked
        // for what would make librsvg abort or run away (SVGInspector).
        .systemLibrary(name: "CXML2", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CLibZ", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // littleCMS: RGB colours and pictures to a press's CMYK profile, for PDFs written in ink.
        .systemLibrary(name: "CLCMS", providers: [.apt(["liblcms2-dev"])]),
        .target(name: "ErrorReporting"),
        .target(name: "PNGKit", dependencies: ["CLibZ", "Workers", "ErrorReporting"]),
        .target(name: "SharedLibraries", dependencies: ["CXML2", "CRsvg", "CCairo"]),
        .target(name: "QPDFKit", dependencies: ["CQPDF", "SharedLibraries", "ErrorReporting"]),
        .target(name: "PrintColor", dependencies: ["FileIO", "QPDFKit", "CLCMS", "SharedLibraries", "Scene", "ErrorReporting"]),
        .target(name: "AnimationEncoding", dependencies: ["FileIO", "PNGKit", "CGIF", "CImageQuant", "CWebPMux", "SharedLibraries", "ErrorReporting"]),
        .target(name: "Geometry", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "Motion"),
        // libmd, for its SHA-256: the X11 client libraries cairo links load it at every start already.
        .systemLibrary(name: "CLibMD", providers: [.apt(["libmd-dev"])]),
        .target(name: "FileIO", dependencies: ["CLibMD"]),
        .target(name: "CairoKit", dependencies: ["CCairo", "Geometry", "ErrorReporting", "Workers"]),
        .target(name: "Scene", dependencies: ["Geometry", "Workers"]),
        .target(name: "Typesetting", dependencies: ["CPango", "CHyphen", "SharedLibraries", "FileIO", "Output", "CairoKit", "Scene", "Geometry", "Workers"]),
        .target(
            name: "Imaging",
            dependencies: [
                "CTurboJPEG", "CExif", "CWebP", "CRsvg", "CXML2", "SharedLibraries", "CairoKit", "FileIO", "Scene", "Geometry", "ErrorReporting",
                "Workers",
                .product(name: "DequeModule", package: "swift-collections"),
            ]),
        // Context Free's design language (CFDG 2 and 3): read, and drawn out into shapes.
        .target(name: "Grammar", dependencies: ["Geometry"]),
        .target(
            name: "Figures",
            dependencies: ["Geometry", "Scene", "Grammar", .product(name: "DequeModule", package: "swift-collections")]
        ),
        .target(name: "Workers", dependencies: ["FileIO"]),
        .target(name: "Output", dependencies: ["FileIO", "CXattr", "ErrorReporting", "Workers"]),
        .target(name: "Inputs", dependencies: ["FileIO", "Workers"]),
        .target(name: "SpecReader", dependencies: ["FileIO", "Inputs", "Workers", "CYAML", "SharedLibraries"]),
        .target(name: "Imposition", dependencies: ["FileIO", "SpecReader", "Geometry", "Scene"]),
        .target(name: "Barcodes", dependencies: ["CZint", "SharedLibraries", "FileIO", "Figures", "Geometry"]),
        .target(
            name: "SpecModel",
            dependencies: [
                "FileIO", "Inputs", "SpecReader", "Imposition", "Imaging", "Barcodes", "Geometry", "Figures", "Grammar", "Motion", "Scene", "CXML2",
                "SharedLibraries",
                "Workers", "CZip", "CSQLite",
            ]),
        .target(
            name: "Compose",
            dependencies: ["FileIO", "Inputs", "SpecReader", "SpecModel", "Imposition", "Typesetting", "Imaging", "Geometry", "Figures", "Scene", "Workers"]),
        .target(
            name: "Pipeline",
            dependencies: [
                "FileIO", "Inputs", "SpecReader", "Imposition", "Compose", "SpecModel", "Output", "Export", "Render", "Scene", "AnimationEncoding",
                "ErrorReporting", "Workers",
            ]),
        .target(
            name: "Gallery",
            dependencies: [
                "FileIO", "Inputs", "SpecReader", "Compose", "SpecModel", "Pipeline", "Output", "Export", "Render", "Typesetting", "Scene", "Geometry",
                "CairoKit", "PNGKit", "AnimationEncoding", "Workers", "ErrorReporting",
            ]),
        .target(name: "Render", dependencies: ["PrintColor", "Scene", "CairoKit", "Typesetting", "Imaging", "Geometry", "PNGKit", "Workers"]),
        .target(
            name: "Export",
            dependencies: [
                "FileIO", "Output", "Render", "PrintColor", "QPDFKit", "Scene", "CairoKit", "Imaging", "Geometry", "PNGKit", "AnimationEncoding", "Workers",
                "ErrorReporting",
            ]),
        .target(
            name: "Preview",
            dependencies: [
                "FileIO", "Inputs", "SpecReader", "Compose", "SpecModel", "Pipeline", "Output", "Export", "Scene", "Geometry", "Workers",
                "CSoup",
            ]),
        .target(
            name: "PosterCommands",
            dependencies: [
                "FileIO", "SpecReader", "Imposition", "Compose", "SpecModel", "Pipeline", "Output", "Export", "Gallery", "Typesetting", "Scene",
                "AnimationEncoding", "Workers", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "poster", dependencies: ["PosterCommands"], linkerSettings: executableLinkerSettings),
        // `poster preview` hands over to this executable, which links the preview server (libsoup): no other command
        // loads it and what it links (gio's modules, libpsl, nghttp2), and poster's start stays as it is.
        .executableTarget(name: "poster-preview", dependencies: ["PosterCommands", "Preview"], linkerSettings: executableLinkerSettings),
        // The tests' helpers, optimised in every build: comparing whole pages pixel by pixel at -Onone was
        // the largest single cost of the suite.
        .target(
            name: "TestSupport", dependencies: ["FileIO", "Geometry", "CairoKit"], path: "Tests/TestSupport",
            swiftSettings: [.unsafeFlags(["-O"])]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
        .testTarget(name: "CairoKitTests", dependencies: ["CairoKit", "Geometry", "TestSupport"]),
        .testTarget(name: "GrammarTests", dependencies: ["Grammar", "Geometry", "FileIO", "TestSupport"]),
        .testTarget(name: "FiguresTests", dependencies: ["Figures", "Barcodes", "Geometry", "Scene", "TestSupport"]),
        .testTarget(name: "SpecReaderTests", dependencies: ["SpecReader", "FileIO", "Workers"]),
        .testTarget(name: "PrintColorTests", dependencies: ["PrintColor"]),
        .testTarget(
            name: "SharedLibrariesTests",
            dependencies: [
                "SharedLibraries", "TestSupport", "CGIF", "CImageQuant", "CWebPMux", "CZint", "CExif", "CTurboJPEG", "CWebP", "CLCMS", "CQPDF", "CRsvg",
                "CXML2", "CSQLite", "CZip", "CYAML", "CHyphen", "CPango",
            ]),
        .testTarget(name: "InputsTests", dependencies: ["Inputs", "FileIO", "TestSupport"]),
        .testTarget(
            name: "ComposeTests",
            dependencies: ["Compose", "SpecModel", "Imposition", "Inputs", "FileIO", "CairoKit", "SpecReader", "Scene", "Geometry", "TestSupport"]),
        .testTarget(
            name: "RenderTests",
            dependencies: [
                "Render", "Export", "Imaging", "Output", "Scene", "CairoKit", "Geometry", "Figures", "Typesetting", "Compose", "SpecModel", "PNGKit",
                "TestSupport", "Workers",
            ]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "Compose", "SpecModel", "Export", "Scene", "SpecReader", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "CairoKit", "Imposition", "Compose", "SpecModel", "SpecReader", "CXattr"]),
        .testTarget(name: "PNGKitTests", dependencies: ["PNGKit", "CairoKit", "TestSupport"]),
        .testTarget(name: "WorkersTests", dependencies: ["Workers", "TestSupport"]),
        .testTarget(name: "OutputTests", dependencies: ["Output", "ErrorReporting", "TestSupport"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "PNGKit", "TestSupport"]),
        // libFuzzer targets, built by `make fuzz` with -sanitize=fuzzer; in a plain build each replays the files it is given.
        .target(name: "FuzzReplay", path: "Fuzz/FuzzReplay"),
        .executableTarget(name: "FuzzSpec", dependencies: ["Compose", "SpecModel", "FuzzReplay"], path: "Fuzz/FuzzSpec"),
        // The folder a target writes its input into, beside a spec it loads.
        .target(name: "FuzzInputs", dependencies: ["Compose"], path: "Fuzz/FuzzInputs"),
        .executableTarget(name: "FuzzCSV", dependencies: ["FuzzInputs", "FuzzReplay"], path: "Fuzz/FuzzCSV"),
        .executableTarget(name: "FuzzCLI", dependencies: ["PosterCommands", "FileIO", "FuzzReplay"], path: "Fuzz/FuzzCLI"),
        .executableTarget(name: "FuzzGallery", dependencies: ["Gallery", "Pipeline", "FuzzReplay"], path: "Fuzz/FuzzGallery"),
        .target(name: "FuzzPictures", dependencies: ["Imaging", "Render", "CairoKit", "Scene", "Geometry"], path: "Fuzz/FuzzPictures"),
        .executableTarget(name: "FuzzImage", dependencies: ["Imaging", "Scene", "FuzzPictures", "FuzzReplay"], path: "Fuzz/FuzzImage"),
        .executableTarget(name: "FuzzSVG", dependencies: ["Imaging", "Scene", "FuzzPictures", "FuzzReplay"], path: "Fuzz/FuzzSVG"),
        .executableTarget(name: "FuzzCodes", dependencies: ["Barcodes", "Figures", "Geometry", "FuzzReplay"], path: "Fuzz/FuzzCodes"),
        .executableTarget(name: "FuzzTemplates", dependencies: ["FuzzInputs", "SpecModel", "Geometry", "FuzzReplay"], path: "Fuzz/FuzzTemplates"),
        // Its workbooks are zipped by libzip itself, linked here (poster opens it only when a workbook is read).
        .executableTarget(
            name: "FuzzXLSX", dependencies: ["FuzzInputs", "CZip", "FuzzReplay"], path: "Fuzz/FuzzXLSX", linkerSettings: [.linkedLibrary("zip")]),
        .executableTarget(name: "FuzzFonts", dependencies: ["Compose", "FuzzInputs", "Scene", "Typesetting", "FuzzReplay"], path: "Fuzz/FuzzFonts"),
        .executableTarget(name: "FuzzGlob", dependencies: ["Gallery", "FuzzReplay"], path: "Fuzz/FuzzGlob"),
        .executableTarget(name: "FuzzSetPath", dependencies: ["Compose", "SpecReader", "FuzzReplay"], path: "Fuzz/FuzzSetPath"),
    ]
)

// Checks that keep the sources honest: a member is used only from a module the file imports, and an
// existential says `any`.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility"), .enableUpcomingFeature("ExistentialAny")]
}

// The tests: unoptimised, in batches, against the release modules (docs/performance.md, "Build flags").
for target in package.targets where target.type == .test {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-index-ignore-system-modules"]),
            .unsafeFlags(["-Onone", "-no-whole-module-optimization", "-enable-batch-mode", "-Xcc", "-Os"], .when(configuration: .release)),
        ]
}

// Where Debian installs the headers that CSoup, CRsvg, CXML2 and CPango declare without pkg-config, which
// would link GLib into every run (docs/performance.md, "Build flags").
#if arch(arm64)
    let multiarch = "aarch64-linux-gnu"
#else
    let multiarch = "x86_64-linux-gnu"
#endif
let libraryHeaders = [
    "/usr/include/libsoup-3.0", "/usr/include/librsvg-2.0", "/usr/include/gdk-pixbuf-2.0", "/usr/include/libxml2", "/usr/include/pango-1.0",
    "/usr/include/harfbuzz",
    "/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include",
]
.flatMap { ["-Xcc", "-I\($0)"] }
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(libraryHeaders)]
}
