import Scene
import SpecReader

/// A whole layout spec (version 1), decoded and checked.
package struct Spec: Hashable, Sendable {
    package static let version = 1

    package var title: String
    package var page: PageSetup
    package var theme: Theme
    package var footer: TextSpec?
    package var print: PrintSetup?
    /// The language of the texts that say none (BCP 47), unless their page says.
    package var lang: String? = nil
    /// Who wrote it, what it is about and words to find it by (its language is `lang`).
    package var info = DocumentInfo()
    /// The CMYK press its PDF is written for (`print.color`); nil for RGB.
    package var cmyk: CMYKOutput? { print?.cmykOutput(paper: page.size) }
    /// The pages as written: a sheet's block is one, composed into as many pages as its data fills.
    package var blocks: [PageBlock]

    /// The pages the blocks make.
    package var pageCount: Int { blocks.reduce(0) { $0 + ($1.sheet?.pageCount ?? 1) } }

    static var schemaField: Field<String?> { .optional("$schema", Decoders.string, "the JSON Schema this file follows, for editors") }
    static var versionField: Field<Int> {
        .defaulted(
            "version",
            ValueDecoder("1", schema: .object(["const": .number(1)])) { node, path, d in
                guard node.value == .number(Double(version)) else {
                    d.error("expected \(version), the only spec version, found \(node.kindDescription)", at: node, path)
                    return nil
                }
                return version
            }, version, shown: String(version), "the spec format's version")
    }
    package static var title: Field<String> { .defaulted("title", Decoders.string, "Untitled poster", "the document's title, written into the PDF") }
    package static var page: Field<PageSetup> { .defaulted("page", PageSetup.object.decoder, .standard, shown: "A4, 36pt margins", "the paper") }
    package static var theme: Field<Theme> { .defaulted("theme", Theme.decoder, .classic, shown: "\"classic\"", "font, ink, background and palette") }
    package static var footer: Field<TextSpec?> { .optional("footer", TextSpec.decoder, "a footer for every page; {page} and {pages} become numbers") }
    /// The most pages a spec may make, sheets included.
    package static let maximumPages = 10_000

    package static var lang: Field<String?> {
        .optional(
            "lang", LanguageTag.decoder,
            "the language of the texts, a BCP 47 tag such as \"zh-Hans\", \"zh-Hant\", \"ja\" or \"ko\": it picks the faces a script is set in and how Korean lines break (a page, text or span may say otherwise)"
        )
    }
    package static var author: Field<String?> { .optional("author", Decoders.string, "who made the document, written into the PDF") }
    package static var subject: Field<String?> { .optional("subject", Decoders.string, "what the document is about, written into the PDF") }
    package static var keywords: Field<[String]> {
        .defaulted(
            "keywords",
            Decoders.union(
                "a string or an array of strings",
                [
                    ({ @Sendable in $0.isString }, Decoders.string.map { [$0] }),
                    ({ @Sendable _ in true }, Decoders.array(Decoders.string, of: "keyword", count: 0...256)),
                ]),
            [], shown: "[]", "words to find the document by, written into the PDF")
    }
    package static var print: Field<PrintSetup?> {
        .optional("print", PrintSetup.object.decoder, "how the pages are printed: tiled onto sheets of a smaller paper, duplex, mirrored")
    }

    package static var animate: Field<AnimationSpec?> {
        .optional("animate", AnimationSpec.object.decoder, "a parameter animated over the frames of `poster frames`; elsewhere it is at its first value")
    }

    package static var templates: Field<[String]> {
        .defaulted(
            "templates", Decoders.array(Decoders.string, of: "file or folder", count: 0...64), [], shown: "[]",
            "gLabels template files (or folders of them) beside the spec, whose sheets a sheet's \"template\" may name")
    }

    package static var fonts: Field<[String]> {
        .defaulted(
            "fonts", Decoders.array(Decoders.string, of: "file or folder", count: 0...256), [], shown: "[]",
            "font files (TrueType, OpenType, WOFF), or folders of them, beside the spec, whose families its texts may be set in")
    }

    package static var pages: Field<[PageBlock]> {
        .required(
            "pages", PageFlow.starting(Decoders.array(PageFlow.counted(PageBlock.object.decoder), of: "page", count: 1...maximumPages)), "the pages, in order")
    }

    package static let object: ObjectDecoder<Spec> = ObjectDecoder(
        "Spec", "a poster layout", schemaField, versionField, title, author, subject, keywords, page, theme, lang, footer, print, animate, templates, fonts,
        pages
    ) { v, _, _, title, author, subject, keywords, page, theme, lang, footer, print, _, _, _, blocks in
        var spec = Spec(title: title, page: page, theme: theme, footer: footer, print: print, lang: lang, blocks: blocks)
        spec.info = DocumentInfo(author: author, subject: subject, keywords: keywords, language: lang)
        if page.cropMarks, let slug = print?.slug, slug < PrintSetup.leastSlugForMarks {
            v.error(
                "crop marks are drawn in the slug, outside the bleed: \"print.slug\" must be at least 3mm for them, or leave it out (6mm)", at: Self.print)
            return nil
        }
        guard spec.pageCount <= maximumPages else {
            v.error("the sheets make \(spec.pageCount) pages, more than the \(maximumPages) a spec may have", at: Self.pages)
            return nil
        }
        return spec
    }
}
