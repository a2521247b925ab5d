import FileIO
import Glibc
import Workers

/// `poster gallery merge PART... -o OUT`: joins the folders that `--shard K/N` runs wrote into one
/// gallery, the same as one run over all the specs would have written apart from times. The parts must
/// be every shard of one split, made by this tool with the same options from the same source folder,
/// which must be where the manifests say: the contact sheet is drawn from the specs.
struct GalleryMerge {
    let parts: [String]
    let output: String
    let jobs: Int
    let tool: String
    let force: Bool
    let progress: ProgressStyle
    let compare: String?

    func run() throws(GalleryError) -> GalleryReport {
        let clock = ContinuousClock()
        let start = clock.now
        let manifests = try readParts()
        let first = manifests[0].manifest
        guard var options = GalleryOptions(fingerprint: first.options, source: first.source, output: output, jobs: jobs, tool: tool, progress: progress)
        else { throw .usage("\(manifests[0].folder): options this version does not know") }
        options.force = force
        options.compare = compare
        let base = try compare.map { folder throws(GalleryError) in try BaseGallery.open(folder, output: output) }
        let specs = manifests.flatMap { $0.manifest.specs }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for (a, b) in zip(specs, specs.dropFirst()) where a.path == b.path { throw .usage("\(a.path) is in two parts") }

        let copies = manifests.flatMap { part in part.manifest.specs.flatMap { $0.outputs.map { PartFile(part: part.folder, file: $0) } } }
        for copy in copies { try copy.check() }
        for result in Workers.map(copies, jobs: jobs, { copy in Result { () throws(GalleryError) in try copy.verify() } }) { try result.get() }
        let folder = GalleryFolder(root: output)
        try folder.prepare()
        let previous = Manifest.read(in: output)
        let copied = Workers.map(copies, jobs: jobs) { copy in Result { () throws(GalleryError) in try copy.copy(into: output) } }
        for result in copied { try result.get() }

        let sheets = ContactSheetWriter(options: options, digests: DigestCache())
        var sheet: ContactSheetRecord?
        var timing = Manifest.Timing()
        for part in manifests { timing.specs.merge(part.manifest.timing.specs) { a, _ in a } }
        if let plan = try sheets.plan(for: specs) {
            if let kept = sheets.unchanged(plan, previous: previous?.contactSheet) {
                sheet = kept
                timing.contactSheet = previous?.timing.contactSheet
            } else {
                let begin = clock.now
                sheet = try sheets.write(plan, documents: sheets.documents(for: plan, known: [:]))
                timing.contactSheet = (clock.now - begin).seconds
            }
        }
        let comparison = try base.map { base throws(GalleryError) in try GalleryComparison(base: base, options: options).compare(specs) }
        var kept = specs.flatMap { $0.outputs.map(\.path) } + (sheet.map { [$0.file.path] } ?? [])
        kept += comparison?.files.map(\.path) ?? []
        folder.removeFiles(recordedIn: previous, keeping: kept)
        let manifest = Manifest(
            tool: tool, source: first.source, options: first.options, shard: nil, specs: specs, contactSheet: sheet, comparison: comparison,
            timing: timing)
        var index = try folder.writeIndex(manifest, previous: previous)
        if let sheet { index.append(output + "/" + sheet.file.path) }

        let failures = specs.filter { $0.status != .ok }.map {
            GalleryReport.Failure(path: $0.path, invalid: $0.status == .invalid, diagnostics: $0.diagnostics)
        }
        let summary =
            "merged \(manifests.count) part\(manifests.count == 1 ? "" : "s"): \(specs.count) spec\(specs.count == 1 ? "" : "s"), "
            + "\(specs.count - failures.count) rendered, \(failures.count) failed; \(ProgressReporter.format((clock.now - start).seconds))"
        var report = GalleryReport(summary: summary, failures: failures, files: index, rendered: 0, skipped: 0, removed: 0)
        report.changes = comparison.map { ($0.line, $0.markdown) }
        return report
    }

    /// The manifests of the parts, checked to be every shard of one split of one gallery.
    private func readParts() throws(GalleryError) -> [(folder: String, manifest: Manifest)] {
        guard !parts.isEmpty else { throw .usage("no parts to merge") }
        // Writing into a part, or a part into the output, would replace the files being merged.
        let out = RealPath.planned(output)
        for part in parts {
            guard let folder = RealPath.of(part), RealPath.isWithin(folder, out) || RealPath.isWithin(out, folder) else { continue }
            throw .usage(
                "-o \(output) \(folder == out ? "is" : RealPath.isWithin(out, folder) ? "is inside" : "holds") the part \(part): write the merged gallery to another folder"
            )
        }
        var manifests: [(folder: String, manifest: Manifest)] = []
        for part in parts {
            guard let manifest = Manifest.read(in: part) else { throw .usage("\(part): not a gallery folder (no \(Manifest.fileName) this version reads)") }
            guard manifest.shard != nil else { throw .usage("\(part): a whole gallery, not a part written with --shard") }
            guard manifest.tool == tool else { throw .usage("\(part): written by \(manifest.tool), not \(tool)") }
            manifests.append((part, manifest))
        }
        let first = manifests[0].manifest
        let count = first.shard!.count
        for (part, manifest) in manifests.dropFirst() {
            guard manifest.source == first.source, manifest.options == first.options, manifest.shard!.count == count,
                manifest.shard!.byCost == first.shard!.byCost
            else {
                throw .usage(
                    "\(part): not a part of the same gallery as \(manifests[0].folder) (another source folder, options, number of parts or split)")
            }
        }
        var seen: [Int: String] = [:]
        for (part, manifest) in manifests {
            let index = manifest.shard!.index
            if let other = seen[index] { throw .usage("\(part) and \(other) are both part \(index)/\(count)") }
            seen[index] = part
            for spec in manifest.specs where manifest.shard!.byCost == nil && !manifest.shard!.contains(spec.path) {
                throw .usage("\(part): \(spec.path) does not belong to part \(index)/\(count)")
            }
        }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else { throw .usage("missing part\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", "))") }
        if let byCost = first.shard!.byCost { try CostSplit.check(byCost, parts: manifests.map { ($0.manifest.shard!.index, $0.manifest.specs.map(\.path)) }) }
        return manifests
    }
}
