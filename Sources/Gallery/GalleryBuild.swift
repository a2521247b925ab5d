import FoundationEssentials
import Geometry
import Output
import Scene
import Workers

/// One run of `poster gallery DIR -o OUT`: finds the specs (or a shard's share of them), keeps those
/// whose inputs are unchanged, loads and writes the others on `jobs` workers while the contact sheet is
/// drawn beside them, removes what is gone and writes the index.
struct GalleryBuild {
    let options: GalleryOptions

    /// The task drawing part k of the contact sheet, among the specs' in the second stage.
    private static func sheetTask(_ k: Int) -> Int { -1 - k }

    func run() throws(GalleryError) -> GalleryReport {
        let clock = ContinuousClock()
        let start = clock.now
        let base = try options.compare.map { folder throws(GalleryError) in try BaseGallery.open(folder, output: options.output) }
        if base != nil, options.shard != nil { throw .usage("--compare compares a whole gallery: give it to poster gallery merge, not to a --shard run") }
        let folder = GalleryFolder(root: options.output)
        try folder.prepare()
        let previous = Manifest.read(in: options.output)
        let digests = DigestCache()
        let found = try SpecDiscovery.search(options.source, excluding: options.output, options: options)
        var files = found.specs
        var shard = options.shard
        if let part = shard {
            let chosen = part.selecting(from: files.map(\.relativePath), costs: options.shardCosts)
            shard = chosen.part
            files = files.filter { chosen.paths.contains($0.relativePath) }
        }
        let progress = ProgressReporter(style: options.progress, total: files.count)
        let earlier = Dictionary((previous?.specs ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

        // Specs whose inputs are unchanged keep the outputs the earlier run wrote.
        var entries = [SpecEntry?](repeating: nil, count: files.count)
        var timing = Manifest.Timing()
        var pending: [Int] = []
        for (index, file) in files.enumerated() {
            if let kept = unchanged(file, earlier[file.relativePath], digests) {
                entries[index] = kept
                timing.specs[kept.path] = previous?.timing.specs[kept.path]
                progress.skipped(kept.path)
            } else {
                pending.append(index)
            }
        }
        progress.expectWork(pending.count)

        // First stage: load the others and write their source pages; invalid specs are done.
        let renderer = SpecRenderer(options: options, digests: digests)
        let loaded = Workers.map(pending.map { files[$0] }, jobs: options.jobs) { file in
            if let said = options.crashed[file.relativePath] {
                // What the run that stopped on it was writing is left behind, and goes; its source page is written.
                OutputFolder.removeLeftTemporaries(in: options.output + "/" + file.outputFolder)
                var spec = PreparedSpec(
                    file: file, document: nil, status: .failed, warnings: [], diagnostics: ["\(file.path): error: \(said)"], inputs: file.inputs,
                    inputHash: "", seconds: 0)
                spec.sourceFiles = renderer.writeSource(spec)
                return spec
            }
            options.journal?.begin(file.relativePath)
            defer { options.journal?.end(file.relativePath) }
            var spec = renderer.load(file)
            spec.sourceFiles = renderer.writeSource(spec)
            return spec
        }
        for (index, spec) in zip(pending, loaded) {
            entries[index] = spec.entry
            timing.specs[spec.file.relativePath] = spec.seconds
            if spec.status != .ok { progress.failed(spec.file.relativePath, spec.status) }
        }

        // The contact sheet is planned as if every valid spec will be written, so it can be drawn beside them.
        let sheets = ContactSheetWriter(options: options, digests: digests)
        var plan: ContactSheetWriter.Plan?
        var sheet: ContactSheetRecord?
        var documents: [String: Document] = [:]
        if options.shard == nil {
            plan = try sheets.plan(for: entries.map { $0! })
            sheet = plan.flatMap { sheets.unchanged($0, previous: previous?.contactSheet) }
            if let plan, sheet == nil {
                for spec in loaded { documents[spec.file.relativePath] = spec.document }
                documents = try sheets.documents(for: plan, known: documents)
            }
        }

        // Second stage: write the specs, and the contact sheet when it changed, longest first: by the time
        // they took last time, else (new specs first) by the area of their pages, which the pixels follow.
        let earlierSeconds = { (task: Int) in previous?.timing.specs[loaded[task].file.relativePath] ?? .infinity }
        let area = { (task: Int) in loaded[task].document?.pages.reduce(0) { $0 + $1.size.width * $1.size.height } ?? 0 }
        var tasks = pending.indices.filter { loaded[$0].status == .ok }.sorted { a, b in
            earlierSeconds(a) != earlierSeconds(b) ? earlierSeconds(a) > earlierSeconds(b) : area(a) > area(b)
        }
        var drawing: ContactSheetDrawing?
        if let plan, sheet == nil { drawing = try ContactSheetDrawing(writer: sheets, plan: plan, documents: documents) }
        if let drawing { tasks.insert(contentsOf: (0..<drawing.taskCount).map(Self.sheetTask), at: 0) }
        let results = Locked((entries: [Int: SpecEntry](), seconds: [Int: Double](), sheet: Result<ContactSheetRecord, GalleryError>?.none, sheetSeconds: 0.0))
        var sheetSeconds = sheet == nil ? nil : previous?.timing.contactSheet
        Workers.run(tasks.count, jobs: options.jobs) { [drawing, tasks] task in
            let begin = clock.now
            if tasks[task] < 0, let drawing {
                let drawn = drawing.draw(part: Self.sheetTask(tasks[task]))
                results.withLock {
                    if let drawn, $0.sheet == nil { $0.sheet = drawn }
                    $0.sheetSeconds += (clock.now - begin).seconds
                }
                return
            }
            let spec = loaded[tasks[task]]
            options.journal?.begin(spec.file.relativePath)
            let entry = renderer.render(spec)
            options.journal?.end(spec.file.relativePath)
            let seconds = spec.seconds + (clock.now - begin).seconds
            results.withLock {
                $0.entries[tasks[task]] = entry
                $0.seconds[tasks[task]] = seconds
            }
            if entry.status == .ok {
                progress.rendered(entry.path, pages: entry.pageSizes.count, seconds: seconds)
            } else {
                progress.failed(entry.path, entry.status)
            }
        }
        let written = results.withLock { $0 }
        for (task, entry) in written.entries {
            entries[pending[task]] = entry
            timing.specs[entry.path] = written.seconds[task]
        }
        let final = entries.map { $0! }
        if let drawn = written.sheet {
            let record = try drawn.get()
            sheet = record
            sheetSeconds = written.sheetSeconds
            progress.note("\(ContactSheet.fileName): \(record.sheets) sheet\(record.sheets == 1 ? "" : "s")")
        }

        // A spec that failed to write is not on the contact sheet: draw it again without.
        if options.shard == nil {
            let finalPlan = try sheets.plan(for: final)
            if finalPlan?.inputHash != plan?.inputHash {
                let begin = clock.now
                sheet = nil
                if let finalPlan { sheet = try sheets.write(finalPlan, documents: sheets.documents(for: finalPlan, known: documents)) }
                sheetSeconds = (clock.now - begin).seconds
            }
        }
        timing.contactSheet = sheet == nil ? nil : sheetSeconds

        let comparison = try base.map { base throws(GalleryError) in try GalleryComparison(base: base, options: options).compare(final) }
        var kept = final.flatMap { $0.outputs.map(\.path) } + (sheet.map { [$0.file.path] } ?? [])
        kept += comparison?.files.map(\.path) ?? []
        folder.removeFiles(recordedIn: previous, keeping: kept)
        let present = Set(final.map(\.path))
        let removed = (previous?.specs ?? []).count { !present.contains($0.path) }
        let manifest = Manifest(
            tool: options.tool, source: options.source, options: options.fingerprint, shard: shard, specs: final, contactSheet: sheet,
            comparison: comparison, timing: timing)
        var index = try folder.writeIndex(manifest, previous: previous)
        if let sheet { index.append(options.output + "/" + sheet.file.path) }
        progress.finish()

        let failures = final.filter { $0.status != .ok }.map {
            GalleryReport.Failure(path: $0.path, invalid: $0.status == .invalid, diagnostics: $0.diagnostics)
        }
        let rendered = pending.count { final[$0].status == .ok }
        let scope = options.shard.map { "shard \($0): " } ?? ""
        let summary =
            "\(scope)\(final.count) spec\(final.count == 1 ? "" : "s"): \(rendered) rendered, \(files.count - pending.count) skipped (unchanged), "
            + "\(failures.count) failed, \(removed) removed; \(ProgressReporter.format((clock.now - start).seconds))"
        let notes = found.notSpecs.map { "skipped \($0): not a spec (it has no numeric \"version\" and no \"pages\")" }
        var report = GalleryReport(
            summary: summary, failures: failures, files: index, rendered: rendered, skipped: files.count - pending.count, removed: removed, notes: notes)
        report.changes = comparison.map { ($0.line, $0.markdown) }
        report.warnings = final.filter { $0.status == .ok && !$0.warnings.isEmpty }.map { ($0.path, $0.warnings) }
        return report
    }

    /// The earlier entry of `file` when it rendered and nothing it was made from has changed (the spec, the
    /// files it names, the fonts it used, the tool and the options) and its outputs are still in place,
    /// each with the digest recorded.
    private func unchanged(_ file: SpecFile, _ earlier: SpecEntry?, _ digests: DigestCache) -> SpecEntry? {
        guard !options.force, let earlier, earlier.status == .ok else { return nil }
        var inputs = file.inputs
        for font in earlier.inputs where font.role == .font {
            guard let sha256 = try? digests.sha256(of: font.location(in: SpecDiscovery.absolute(options.source))) else { return nil }
            inputs.append(InputFile(role: .font, path: font.path, sha256: sha256))
        }
        guard (try? InputFile.hash(of: inputs, options: options)) == earlier.inputHash else { return nil }
        guard earlier.outputs.allSatisfy({ $0.isIntact(in: options.output) }) else { return nil }
        // Outputs an earlier run wrote to another folder (named as the spec's path was before) are written again.
        guard earlier.outputs.allSatisfy({ $0.path.hasPrefix(file.outputFolder + "/") }) else { return nil }
        // A gallery written before source pages were gets them.
        guard file.source == nil || earlier.outputs.contains(where: { $0.role == .source }) else { return nil }
        return earlier
    }
}
