import CairoKit
import FileIO
import Geometry
import Imaging
import Output
import PNGKit
import PrintColor
import Render
import Scene
import Workers

/// Writes a document as PDF (one file), PNG or SVG (a file per page). Every file is written under a
/// temporary name and renamed into place only when all of them are complete.
public enum DocumentWriter {
    /// Writes `document` to `path` and returns the files written, in page order (a stream is not listed).
    /// A PDF takes the pages one at a time and lets each go once drawn; PNG and SVG pages render at once,
    /// a PNG page a band of rows at a time (`BandedPNG`). `beforeCommit` runs once every file is complete,
    /// before any is put in place: what it throws discards them all.
    @discardableResult
    public static func write(
        _ document: some PageSource, format: OutputFormat, to path: String, options: RenderOptions = RenderOptions(), beforeCommit: () throws -> Void = {}
    ) throws -> [String] {
        let numbers = options.pages ?? Array(1...max(1, document.pageCount))
        for n in numbers where n < 1 || n > document.pageCount {
            throw OutputError(path: path, reason: "page \(n) does not exist (the document has \(document.pageCount))")
        }
        if !format.isMultiPage, numbers.count > 1, !OutputNaming.holdsPage(path), OutputTarget.isStream(path, policy: options.outputPolicy) {
            throw OutputError(
                path: path,
                reason: "is a stream, which takes one \(format.rawValue.uppercased()) page: the document has \(numbers.count); choose one with --pages")
        }
        var files: [OutputTarget] = []
        do {
            switch format {
            case .pdf:
                let file = try OutputTarget(for: path, policy: options.outputPolicy)
                files.append(file)
                try writePDF(document, pages: numbers, to: file, options: options)
            case .png, .svg:
                // A stream takes its one page as it is named; files are named per page.
                let stream = OutputTarget.isStream(path, policy: options.outputPolicy)
                for n in numbers {
                    let name = stream ? path : OutputNaming.path(path, page: n, of: document, format: format)
                    files.append(try OutputTarget(for: name, policy: options.outputPolicy))
                }
                let pages = numbers.map { document.page($0) }
                // Pages drawn at once share the threads: each PNG page draws its bands on its share.
                let bandJobs = max(1, options.jobs / max(1, min(options.jobs, pages.count)))
                _ = try Workers.map(pages.count, jobs: options.jobs) { (index, _) throws in
                    let page = pages[index], file = files[index]
                    do {
                        format == .png ? try BandedPNG.write(page, options: options, jobs: bandJobs, to: file) : try writeSVG(page, to: file)
                    } catch {
                        // Named by the page's own file, which the error is about.
                        throw OutputError.naming(file.finalPath, error)
                    }
                    options.pageDone?(pages.count)
                }
            }
        } catch {
            for file in files { file.discard() }
            throw OutputError.naming(files.last?.finalPath ?? path, error)
        }
        // What `beforeCommit` throws is the caller's own, and goes to it as it is.
        do {
            try beforeCommit()
            for file in files { try file.commit() }
        } catch {
            for file in files { file.discard() }
            throw error
        }
        return files.filter { !$0.isStream }.map(\.finalPath)
    }

    private static func writePDF(_ document: some PageSource, pages: [Int], to file: OutputTarget, options: RenderOptions) throws {
        // cairo writes a PDF in small pieces: they go to the file 64 KiB at a time.
        let stream = ByteStream(fileDescriptor: file.descriptor, bufferSize: 1 << 16)
        var page = document.page(pages[0])
        let surface = try Surface.pdf(size: page.size, writingTo: stream)
        let info = document.info
        if let standard = options.pdfStandard, options.cmyk != nil {
            throw OutputError(
                path: file.finalPath, reason: "\(standard.name) is written in sRGB, and the spec asks for CMYK (print.color): leave out one of them")
        }
        surface.setPDFMetadata(
            title: document.title, creator: options.creator, date: options.date, author: info.author, subject: info.subject, keywords: info.keywords)
        var outline = PDFOutline(surface: surface)
        let tags = PDFTags()
        let inks = options.cmyk.map { _ in InkProxies() }
        let context = try Context(surface)
        let symbols = SymbolCache()
        let forms = FormCache()
        let jpegs = JPEGCarriers()
        var listsResourcesAgain = false
        // The size and boxes of every page written, for the trim and bleed boxes added afterwards.
        var frames: [Page] = []
        for (k, n) in pages.enumerated() {
            if k > 0 { page = document.page(n) }
            surface.setPDFPageSize(page.size)
            // A page's pictures are decoded for it and let go once it is shown: a picture placed on several
            // pages is stored once all the same, cairo matching it by the unique id its surface carries. Its
            // JPEGs, which cost no pixels, are kept across pages within a budget (`JPEGCarriers`).
            let images = ImageCache(vectorOutput: true, jpegs: jpegs)
            tags.startPage(k + 1, in: context)
            try context.withSavedState {
                try PageRenderer(context: context, images: images, symbols: symbols, tags: tags, inks: inks, stencils: true, forms: forms).draw(page)
            }
            outline.add(page.outline ?? ["Page \(n)"], page: k + 1)
            surface.showPage()
            // A failed write (a full disk) stops the document: cairo would go on writing into nothing.
            try stream.checkWrites()
            options.pageDone?(pages.count)
            listsResourcesAgain = listsResourcesAgain || images.mayListResourcesAgain
            frames.append(Page(size: page.size, trimBox: page.trimBox, bleedBox: page.bleedBox))
        }
        try withExtendedLifetime(jpegs) { try surface.finish() }
        // Only a recording, or a picture painted more than once on a page, is listed more than once in its
        // resources: without any, the file is not read back (a deep tree's PDF, which holds neither, and a
        // sheet of distinct photos are written and done).
        if !symbols.isEmpty || !forms.isEmpty || listsResourcesAgain, let repeats = try? PDFDuplicateResources.repeats(in: PDFFile(file)), !repeats.isEmpty {
            try file.blank(repeats)
        }
        // XMP metadata when the spec says anything of the document beyond its title (a CMYK PDF and a PDF/A
        // file always have it).
        let described =
            info.author != nil || info.subject != nil || !info.keywords.isEmpty || info.language != nil || options.cmyk != nil || options.pdfStandard != nil
        var xmp =
            described
            ? XMPPacket(
                title: document.title, author: info.author, subject: info.subject, keywords: info.keywords, language: info.language, date: options.date,
                id: "")
            : nil
        if options.pdfStandard == .a2b { xmp?.pdfa = (part: 2, conformance: "B") }
        try finish(
            file, frames: frames,
            catalog: PDFCatalog.entries(language: info.language, tagged: tags.wroteStructure, printsAtActualSize: options.printsAtActualSize),
            alternativeTexts: tags.alternativeTexts, xmp: options.cmyk == nil ? xmp : nil, archived: options.pdfStandard != nil)
        if let cmyk = options.cmyk, let inks, let xmp {
            do {
                let converted = try CMYKConversion.convert(
                    file.readAll(), for: cmyk, proxies: inks, title: document.title.isEmpty ? nil : document.title, xmp: xmp)
                try file.rewind()
                try file.write(converted)
            } catch let error as CMYKConversionError {
                throw OutputError(path: file.finalPath, reason: "cannot write it in CMYK: \(error.message)")
            }
        }
    }

    /// The trim and bleed boxes of `frames`, the catalog's `catalog` entries, the figures' alternative
    /// texts and the XMP metadata, added to the written PDF as an incremental update; for a PDF/A file
    /// (`archived`) its output intent and producer too (`PDFAMarking`).
    private static func finish(
        _ file: OutputTarget, frames: [Page], catalog: [(key: String, value: String)], alternativeTexts: [String], xmp: XMPPacket?, archived: Bool
    ) throws {
        let boxed = frames.contains { $0.trimBox != nil || $0.bleedBox != nil }
        guard boxed || !catalog.isEmpty || !alternativeTexts.isEmpty || xmp != nil else { return }
        do {
            let written = try PDFFile(file)
            var revisions = boxed ? try PDFPageBoxes.revisions(in: written, pages: frames) : []
            var catalog = catalog
            var trailer: [(key: String, value: String)] = []
            if var xmp, let size = written.trailer["Size"]?.integer {
                // Its ids are the digest of the file as cairo wrote it, read here once for the update.
                xmp.id = try written.digest()
                revisions.append(PDFIncrementalUpdate.stream(size, entries: "/Type /Metadata /Subtype /XML", data: xmp.bytes))
                catalog.append(("Metadata", "\(size) 0 R"))
                if archived {
                    let intent = try PDFAMarking.outputIntent(size + 1)
                    revisions.append(intent.profile)
                    catalog.append(intent.catalog)
                    if let information = try PDFAMarking.information(in: written) { revisions.append(information) }
                    trailer.append(PDFAMarking.identifier(xmp.id))
                }
            }
            if !catalog.isEmpty { revisions.append(try PDFCatalog.revision(in: written, setting: catalog)) }
            revisions += try PDFAlternativeTexts.revisions(in: written, texts: alternativeTexts)
            try file.write(PDFIncrementalUpdate.bytes(appendedTo: written, revisions: revisions, trailer: trailer))
        } catch let error as PDFUpdateError {
            throw OutputError(
                path: file.finalPath, reason: "cannot finish the PDF (boxes, catalog, alternative texts, metadata, output intent): \(error.message)")
        }
    }

    private static func writeSVG(_ page: Page, to file: OutputTarget) throws {
        try file.write(svg(page))
    }

    /// `page` as an SVG file's bytes.
    public static func svg(_ page: Page) throws -> [UInt8] {
        let memory = ByteStream()
        let surface = try Surface.svg(size: page.size, writingTo: memory)
        let context = try Context(surface)
        let textLayer = SVGTextLayer()
        let images = ImageCache(vectorOutput: true)
        try PageRenderer(context: context, images: images, symbols: SymbolCache(), textLines: textLayer.add).draw(page)
        // The page's pictures are kept until the document is finished: cairo would copy one let go before.
        try withExtendedLifetime(images) { try surface.finish() }
        return textLayer.inserted(into: SVGIdentifiers.normalize(memory.bytes))
    }
}
