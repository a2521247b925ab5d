// swift-tools-version: 6.1
// Which XML parser poster should read .xlsx worksheets with: libxml2's reader (poster's own XLSXReader, compiled
// in through a symbolic link with its libzip binding, with poster's CXML2, CZip and SharedLibraries modules likewise),
// SWXMLHash or XMLCoder (whose workbooks ZIPFoundation unzips), each timed reading one workbook from its bytes to its
// rows, unzip included. Built and run by bench/xlsx_readers.py; not part of poster.
import PackageDescription

let package = Package(
    name: "xlsx-readers",
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", exact: "8.1.1"),
    ],
    targets: [
        // libxml2 as poster declares it (Package.swift's CXML2): Sources/CXML2 links to poster's module map and shim.
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // librsvg's declarations (poster's CRsvg), which SharedLibraries (poster's, linked likewise) needs beside libxml2's.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // libzip's declarations (poster's CZip), which poster's XLSXReader opens workbooks with.
        .systemLibrary(
            name: "CZip",
            providers: [.apt(["libzip-dev"])]
        ),
        .target(name: "SharedLibraries", dependencies: ["CXML2", "CRsvg"]),
        .executableTarget(
            name: "xlsx-readers",
            dependencies: [
                "CXML2", "CZip", "SharedLibraries",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ]
        ),
    ]
)
