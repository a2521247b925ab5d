import FileIO
import Geometry
import Glibc
import Inputs
import Output
import Pipeline
import Scene
import Workers

/// Decides whether the contact sheet must be drawn again, and draws it from the documents of the
/// specs that rendered.
struct ContactSheetWriter: Sendable {
    let options: GalleryOptions
    let digests: DigestCache

    /// What the sheet is drawn from: the specs that rendered, and the fonts of the sheet's own text.
    struct Plan: Sendable {
        var specs: [SpecEntry]
        var inputs: [InputFile]
        var inputHash: String
    }

    /// What the sheet is drawn from, as its input hash covers it.
    private struct Origin: Encodable {
        var tool: String
        var options: OptionsRecord
        var title: String
        var specs: [SpecDigest]
        var inputs: [InputFile]
    }

    /// A spec the sheet shows, by the hash of what it was made from.
    private struct SpecDigest: Encodable {
        var path: String
        var inputHash: String
    }

    var title: String { "Contact sheet of \(options.source)" }

    /// The plan for the specs of `entries` whose status is `ok`; nil when they have no pages to show.
    func plan(for entries: [SpecEntry]) throws(GalleryError) -> Plan? {
        let specs = entries.filter { $0.status == .ok && !$0.pageSizes.isEmpty }
        guard !specs.isEmpty else { return nil }
        let blank = ContactSheet.tiles(specs.map { ($0.path, $0.pageSizes.map { Page(size: $0) }) })
        var inputs: [InputFile] = []
        do {
            for font in DocumentFonts.files(of: ContactSheet.document(title: title, tiles: blank)) {
                inputs.append(.font(font, root: SpecDiscovery.absolute(options.source), sha256: try digests.sha256(of: font)))
            }
        } catch {
            throw .failure("\(ContactSheet.fileName): \(SpecRenderer.describe(error))")
        }
        let origin = Origin(
            tool: options.tool, options: options.fingerprint, title: title, specs: specs.map { SpecDigest(path: $0.path, inputHash: $0.inputHash) },
            inputs: inputs)
        return Plan(specs: specs, inputs: inputs, inputHash: try RecordCoding.hash(origin))
    }

    /// The previous sheet, when it was drawn from the same plan and is still in place with the digest recorded.
    func unchanged(_ plan: Plan, previous: ContactSheetRecord?) -> ContactSheetRecord? {
        guard !options.force, let previous, previous.inputHash == plan.inputHash, previous.file.isIntact(in: options.output) else { return nil }
        return previous
    }

    /// The documents of the plan's specs: those in `known`, and the others loaded again from the source
    /// folder, after checking that every file they were rendered from is unchanged.
    func documents(for plan: Plan, known: [String: Document]) throws(GalleryError) -> [String: Document] {
        let missing = plan.specs.filter { known[$0.path] == nil }
        let loaded = Workers.map(missing, jobs: options.jobs) { spec in Result { () throws(GalleryError) in try load(spec) } }
        var documents = known
        for (spec, result) in zip(missing, loaded) { documents[spec.path] = try result.get() }
        return documents
    }

    /// The document of a spec that rendered, loaded from the source folder: every file it read must be
    /// the one it was rendered from, as the load read it (its fonts as they are now).
    private func load(_ spec: SpecEntry) throws(GalleryError) -> Document {
        let root = SpecDiscovery.absolute(options.source)
        let path = FilePaths.join(options.source, spec.path)
        let contents = Result { () throws(SourceFile.ReadError) in try World.source(at: path) }
        let result = Pipeline.check(options.job(.contents(contents, path: path)))
        for input in spec.inputs {
            let full = input.location(in: root)
            let digest: String? =
                switch input.role {
                case .spec: try? Digest.sha256(contents.get())
                case .data: result.inputDigests[RealPath.of(full) ?? full]
                case .font: try? digests.sha256(of: full)
                }
            guard digest == input.sha256 else {
                throw .failure("cannot draw \(ContactSheet.fileName): \(full) is not the file \(spec.path) was rendered from")
            }
        }
        guard let document = result.document() else { throw .failure("cannot draw \(ContactSheet.fileName): \(spec.path) no longer loads") }
        // An animated spec's pages are its still, as its outputs are.
        if result.isAnimated, let bytes = try? contents.get(), let card = AnimatedCard.of(bytes, at: path, options: options) { return card.still }
        return document
    }

    /// The sheets of the plan; `documents` holds the document of every spec of the plan, by path.
    func document(for plan: Plan, documents: [String: Document]) throws(GalleryError) -> Document {
        var specs: [(path: String, pages: [Page])] = []
        for spec in plan.specs {
            guard let document = documents[spec.path] else { throw .failure("\(ContactSheet.fileName): no document for \(spec.path)") }
            specs.append((spec.path, document.pages))
        }
        return ContactSheet.document(title: title, tiles: ContactSheet.tiles(specs))
    }

    /// Draws the sheets of `plan` on this thread, in the parts `ContactSheetDrawing` draws on several.
    func write(_ plan: Plan, documents: [String: Document]) throws(GalleryError) -> ContactSheetRecord {
        let drawing = try ContactSheetDrawing(writer: self, plan: plan, documents: documents)
        for index in 0..<drawing.taskCount {
            if let drawn = drawing.draw(part: index) { return try drawn.get() }
        }
        throw .failure("\(ContactSheet.fileName): no sheet was drawn")
    }

    /// Writes `document`, the plan's sheets, as the contact sheet.
    func write(_ document: Document, plan: Plan) throws(GalleryError) -> ContactSheetRecord {
        try draw(document, to: options.output + "/" + ContactSheet.fileName)
        return try record(document, plan: plan)
    }

    /// Draws `document` (some of the sheets) as a PDF at `path`.
    func draw(_ document: Document, to path: String) throws(GalleryError) {
        do {
            _ = try Pipeline.write(document, format: .pdf, to: path, options: options.renderOptions)
        } catch {
            throw .failure("\(ContactSheet.fileName): \(SpecRenderer.describe(error))")
        }
    }

    /// Joins the PDFs at `paths`, each drawn from some of `document`'s sheets in order, into the contact sheet.
    func join(_ paths: [String], document: Document, plan: Plan) throws(GalleryError) -> ContactSheetRecord {
        do {
            try AtomicFile.write(try Pipeline.joinedPDF(paths), to: options.output + "/" + ContactSheet.fileName)
        } catch {
            throw .failure("\(ContactSheet.fileName): \(SpecRenderer.describe(error))")
        }
        return try record(document, plan: plan)
    }

    private func record(_ document: Document, plan: Plan) throws(GalleryError) -> ContactSheetRecord {
        let file = try OutputFile.record(.pdf, page: nil, path: ContactSheet.fileName, in: options.output)
        return ContactSheetRecord(file: file, sheets: document.pages.count, inputHash: plan.inputHash, inputs: plan.inputs)
    }
}
