import FileIO
import Foundation

/// Collects every problem of one spec, so a run reports them all rather than the first.
public final class Diagnostics {
    public let file: String
    public private(set) var all: [Diagnostic] = []

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public func error(_ message: String, at node: SpecNode, _ path: SpecPath) {
        add(.error, message, position: node.position, path: path)
    }

    public func error(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        add(.error, message, position: position, path: path)
    }

    public func warning(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        add(.warning, message, position: position, path: path)
    }

    /// Records what poster chose for the spec, once however many cells made the same choice.
    public func note(_ message: String, at position: SourcePosition?, _ path: SpecPath?) {
        let note = Diagnostic(.note, file: file, position: position, path: path, message: message)
        if !all.contains(note) { all.append(note) }
    }

    /// "expected ..., found ..." at the node.
    public func expected(_ what: String, at node: SpecNode, _ path: SpecPath) {
        error("expected \(what), found \(node.kindDescription)", at: node, path)
    }

    /// Records a diagnostic found elsewhere, such as in a data file the spec reads.
    package func add(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// The folder the spec is in: relative paths in it start from here.
    package let folder: String
    /// Whether files outside `folder` may be read.
    package var allowOutside = false
    /// The most pixels a picture the spec places may have, when the caller sets it (nil: the image reader's default).
    package var maximumImagePixels: Int?
    /// The most pixels the distinct pictures the spec places may decode to together, when the caller
    /// sets it (nil: the image reader's default).
    package var maximumTotalImagePixels: Int?
    /// The pictures the spec places, each counted once towards `maximumTotalImagePixels`.
    package private(set) var placedPictures = PictureTally()
    /// The files the spec reads besides itself (its data), as absolute paths, in the order first read.
    public private(set) var inputs: [String] = []
    /// How many objects the spec's templates have made so far (from rows of data, sweeps), for the cap
    /// its reader keeps on them.
    package var expanded = 0

    /// Problems of the spec `file` (as messages name it), which is in `folder` (default: the file's).
    public init(file: String, folder: String? = nil) {
        self.file = file
        self.folder = folder ?? Self.folder(of: file)
    }

    /// Problems of a row of `spec`'s data, judged as the spec is: from its folder, reading what it may,
    /// its pictures held to its limits and counted with its own.
    package init(rowOf spec: Diagnostics) {
        file = spec.file
        folder = spec.folder
        allowOutside = spec.allowOutside
        maximumImagePixels = spec.maximumImagePixels
        maximumTotalImagePixels = spec.maximumTotalImagePixels
        placedPictures = spec.placedPictures
    }

    /// The folder part of a path: "." for a bare file name.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Notes that the spec reads the file at `path` (relative to the current folder or absolute).
    package func recordInput(_ path: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let located = RealPath.of(absolute) ?? absolute
        if !inputs.contains(located) { inputs.append(located) }
    }

    private func add(_ severity: Diagnostic.Severity, _ message: String, position: SourcePosition?, path: SpecPath?) {
        all.append(Diagnostic(severity, file: file, position: position, path: path, message: message))
    }

    /// Every diagnostic in source order (those without a place first).
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let pa = a.element.position ?? SourcePosition(line: 0, column: 0)
            let pb = b.element.position ?? SourcePosition(line: 0, column: 0)
            return pa == pb ? a.offset < b.offset : pa < pb
        }.map(\.element)
    }
}
