import CairoKit
import ErrorReporting
import FileIO
import Workers

/// `--compare BASE`: the gallery just written against BASE, spec by spec (by path) and, for a changed
/// spec, page by page, with a diff picture of every page whose picture differs, written beside the
/// page's own files (`NAME-1.diff.png` for `NAME-1.png`) on `jobs` workers. Pictures are compared as
/// both galleries wrote them: the PNG pages where both have them, else the thumbnails.
struct GalleryComparison {
    let base: BaseGallery
    let options: GalleryOptions

    /// The files rendering a spec writes: all byte-identical to BASE's, the spec is unchanged.
    static let rendered: Set<OutputFile.Role> = [.pdf, .png, .svg, .thumbnail, .animation]

    /// A changed page's two pictures, to be compared.
    private struct Task {
        var spec: Int
        var page: Int
        var old: OutputFile
        var new: OutputFile
    }

    func compare(_ specs: [SpecEntry]) throws(GalleryError) -> Comparison {
        let earlier = Dictionary(base.manifest.specs.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let present = Set(specs.map(\.path))
        var entries = specs.map { (path: $0.path, old: earlier[$0.path], new: Optional($0)) }
        entries += base.manifest.specs.filter { !present.contains($0.path) }.map { (path: $0.path, old: Optional($0), new: nil) }
        entries.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }

        var compared: [SpecComparison] = []
        var tasks: [Task] = []
        for (path, old, new) in entries {
            guard let old else {
                compared.append(SpecComparison(path: path, status: .new))
                continue
            }
            guard let new else {
                compared.append(SpecComparison(path: path, status: .removed))
                continue
            }
            guard !Self.same(old, new) else {
                compared.append(SpecComparison(path: path, status: .unchanged))
                continue
            }
            var pages: [PageComparison] = []
            for page in 1...max(1, Self.pageCount(old), Self.pageCount(new)) {
                let usePNG = Self.picture(old, page, .png) != nil && Self.picture(new, page, .png) != nil
                let before = Self.picture(old, page, usePNG ? .png : .thumbnail)
                let after = Self.picture(new, page, usePNG ? .png : .thumbnail)
                switch (before, after) {
                case (let before?, let after?) where before.sha256 == after.sha256:
                    pages.append(PageComparison(page: page, status: .unchanged))
                case (let before?, let after?):
                    tasks.append(Task(spec: compared.count, page: pages.count, old: before, new: after))
                    pages.append(PageComparison(page: page, status: .changed))
                case (nil, _?): pages.append(PageComparison(page: page, status: .new))
                case (_?, nil): pages.append(PageComparison(page: page, status: .removed))
                case (nil, nil): continue
                }
            }
            compared.append(SpecComparison(path: path, status: .changed, pages: pages))
        }

        let diffs = try Workers.map(tasks, jobs: options.jobs) { task throws(GalleryError) in try diff(task) }
        for (task, page) in zip(tasks, diffs) { compared[task.spec].pages?[task.page] = page }
        return Comparison(base: base.folder, baseTool: base.manifest.tool, specs: compared)
    }

    /// Compares a changed page's pictures and writes its diff picture.
    private func diff(_ task: Task) throws(GalleryError) -> PageComparison {
        let before = try Self.decode(task.old, in: base.folder)
        let after = try Self.decode(task.new, in: options.output)
        let difference = PixelDiff(base: before, current: after)
        let path = FilePaths.deletingExtension(task.new.path) + ".diff.png"
        do {
            let bytes = try difference.png(compression: options.pngCompression, pixelsPerInch: task.new.role == .png ? options.dpi : nil)
            try GalleryFolder(root: options.output).write(bytes, to: path)
        } catch let error as GalleryError {
            throw error
        } catch {
            throw .failure("cannot write \(options.output)/\(path): \(error)")
        }
        return PageComparison(
            page: task.new.page ?? 1, status: .changed, changedPixels: difference.changed, pixels: difference.width * difference.height,
            diff: try OutputFile.record(.diff, page: task.new.page, path: path, in: options.output))
    }

    /// The picture in the gallery folder `root` decoded, once it is found to be the file recorded.
    private static func decode(_ file: OutputFile, in root: String) throws(GalleryError) -> ImageData {
        let bytes = try file.contents(in: root)
        do {
            guard let image = try Surface.readPNG(bytes).image else { throw CairoError(message: "not an image") }
            return image
        } catch {
            throw .failure("\(root)/\(file.path): cannot decode it as PNG: \((error as? any ReportableError)?.message ?? "\(error)")")
        }
    }

    /// Whether the spec rendered into the same files both times, or failed both times alike.
    static func same(_ a: SpecEntry, _ b: SpecEntry) -> Bool {
        guard a.status == b.status else { return false }
        guard a.status == .ok else { return a.diagnostics == b.diagnostics }
        return digests(a) == digests(b)
    }

    /// The digest of each rendered file, by its role and page.
    private static func digests(_ spec: SpecEntry) -> [String: String] {
        Dictionary(
            spec.outputs.filter { rendered.contains($0.role) }.map { ("\($0.role.rawValue) \($0.page ?? 0)", $0.sha256) },
            uniquingKeysWith: { a, _ in a })
    }

    /// How many pages the spec's pictures show: none when it did not render.
    private static func pageCount(_ spec: SpecEntry) -> Int {
        spec.status == .ok ? spec.pageSizes.count : 0
    }

    /// The spec's picture of `page` in `role` (a PNG page or a thumbnail).
    private static func picture(_ spec: SpecEntry, _ page: Int, _ role: OutputFile.Role) -> OutputFile? {
        spec.status == .ok ? spec.outputs.first { $0.role == role && $0.page == page } : nil
    }
}
