import CPango
import Geometry
import Glibc
import Scene

/// A Pango layout of a text at the reference size, for a given size and way of breaking lines. Made
/// and used inside `PangoSession.run`; freed with the value.
final class ParagraphLayout {
    /// How lines may break and what happens to text beyond the lines allowed.
    enum Breaking: Hashable {
        /// Between words only (a word wider than the box overflows it): for judging whether text fits.
        case words
        /// Between words, else between characters; past `lines` lines (when given), cut with an ellipsis.
        case lines(Int?)
    }

    let pointer: OpaquePointer
    /// Points per reference unit: the text's size over the reference size.
    let scale: Double

    /// `text` laid out as if set at `size` in its box.
    ///
    /// Text is one paragraph, its breaks line separators, so that a limit on lines counts them all (Pango
    /// limits lines per paragraph), except justified text as drawn: Pango stretches every line of a
    /// paragraph but its last, so there each break ends a paragraph, and a limit on lines becomes the
    /// height those lines take when set as one paragraph (the same breaks, so the same lines).
    ///
    /// A text that hyphenates has a soft hyphen at each hyphenation point of its words (`Hyphenator`), where
    /// Pango may break a line and show a hyphen; once lines are broken, only those that end a line are kept.
    init(_ text: Text, size: Double, breaking: Breaking, session: PangoSession) {
        scale = size / PangoSession.referenceSize
        pointer = pango.layoutNew(session.fontMap(adding: text.font.files).context)!
        let justified = text.alignment == .justified && breaking != .words
        let separator: Unicode.Scalar = justified ? "\u{2029}" : "\u{2028}"
        let pieces = text.spans.map { span in
            let printable = Self.printable(span.string, breakingWith: separator)
            guard text.hyphenates, let language = span.language else { return printable }
            return session.hyphenator.hyphenated(printable, language: language)
        }
        set(pieces, of: text)
        let description = pango.fontDescriptionNew()
        pango.fontDescriptionSetFamily(description, text.font.family)
        pango.fontDescriptionSetWeight(description, text.font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango.fontDescriptionSetStyle(description, text.font.slant == .italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango.fontDescriptionSetAbsoluteSize(description, PangoSession.referenceSize * Double(PANGO_SCALE))
        pango.layoutSetFontDescription(pointer, description)
        pango.fontDescriptionFree(description)
        pango.layoutSetWidth(pointer, Self.units(text.box.width / scale))
        switch text.alignment {
        case .leading: pango.layoutSetAlignment(pointer, PANGO_ALIGN_LEFT)
        case .center: pango.layoutSetAlignment(pointer, PANGO_ALIGN_CENTER)
        case .trailing: pango.layoutSetAlignment(pointer, PANGO_ALIGN_RIGHT)
        case .left, .right:
            // Pango swaps left and right in a right-to-left paragraph; these mean the page's sides.
            let rightToLeft = pango.findBaseDirection(text.string, -1) == PANGO_DIRECTION_RTL
            pango.layoutSetAlignment(pointer, (text.alignment == .left) != rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .justified:
            // Justifying stretches lines already broken: it changes no break, so lines are judged unstretched.
            pango.layoutSetAlignment(pointer, PANGO_ALIGN_LEFT)
            if justified { pango.layoutSetJustify(pointer, 1) }
        }
        if text.lineHeight != 1 { pango.layoutSetLineSpacing(pointer, Float(text.lineHeight)) }
        switch breaking {
        case .words:
            pango.layoutSetWrap(pointer, PANGO_WRAP_WORD)
        case .lines(let lines):
            pango.layoutSetWrap(pointer, PANGO_WRAP_WORD_CHAR)
            if let lines {
                if justified {
                    var unjustified = text
                    unjustified.alignment = .leading
                    let kept = ParagraphLayout(unjustified, size: size, breaking: breaking, session: session)
                    pango.layoutSetHeight(pointer, Self.units(kept.extents.height / scale) + 1)
                } else {
                    pango.layoutSetHeight(pointer, -Int32(clamping: max(1, lines)))
                }
                pango.layoutSetEllipsize(pointer, PANGO_ELLIPSIZE_END)
            }
        }
        if pieces.contains(where: { $0.utf8.contains(0xAD) }) { set(Self.keeping(lineEnds, of: pieces), of: text) }
        session.keepFonts(of: pointer)
    }

    /// Sets `pieces`, the characters of `text`'s spans, and their looks.
    private func set(_ pieces: [String], of text: Text) {
        let utf8 = Array(pieces.joined().utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango.layoutSetText(pointer, $0.baseAddress, Int32($0.count)) }
        }
        let attributes = Self.attributes(of: text, pieces)
        pango.layoutSetAttributes(pointer, attributes)
        pango.attributeListUnref(attributes)
    }

    /// The byte offsets of the soft hyphens that end a line.
    ///
    /// Those that end none are taken out once lines are broken: a soft hyphen shaped with the letters
    /// around it joins a letter's cluster, and a PDF's text would hold it inside the word ("veröf\u{AD}fentlichte").
    /// Unseen and of no width, taking them out moves no break.
    private var lineEnds: Set<Int> {
        guard let iterator = pango.layoutIterator(pointer), let text = pango.layoutText(pointer) else { return [] }
        defer { pango.iteratorFree(iterator) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
        var ends: Set<Int> = []
        repeat {
            guard let line = pango.iteratorLine(iterator) else { continue }
            let end = Int(line.pointee.start_index) + Int(line.pointee.length)
            if end >= 2, end <= bytes.count, bytes[end - 2] == 0xC2, bytes[end - 1] == 0xAD { ends.insert(end - 2) }
        } while pango.iteratorNextLine(iterator) != 0
        return ends
    }

    /// `pieces` without the soft hyphens but those at byte offsets `kept` of their joined text.
    private static func keeping(_ kept: Set<Int>, of pieces: [String]) -> [String] {
        var start = 0
        return pieces.map { piece in
            defer { start += piece.utf8.count }
            guard piece.utf8.contains(0xAD) else { return piece }
            var out = String.UnicodeScalarView()
            var offset = start
            for scalar in piece.unicodeScalars {
                if scalar != "\u{AD}" || kept.contains(offset) { out.append(scalar) }
                offset += UTF8.width(scalar)
            }
            return String(out)
        }
    }

    deinit {
        pango.objectUnref(UnsafeMutableRawPointer(pointer))
    }

    /// The spans' looks as Pango attributes over the bytes of the text, each span's characters as `pieces`
    /// sets them. An italic span's runs of Chinese, Japanese and Korean are set upright (`UprightScripts`).
    private static func attributes(of text: Text, _ pieces: [String]) -> OpaquePointer {
        let list = pango.attributeListNew()!
        var start = 0
        for (span, piece) in zip(text.spans, pieces) {
            let end = start + piece.utf8.count
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, over range: Range<Int>? = nil) {
                guard let attribute else { return }
                let bytes = range.map { (start + $0.lowerBound)..<(start + $0.upperBound) } ?? start..<end
                attribute.pointee.start_index = UInt32(bytes.lowerBound)
                attribute.pointee.end_index = UInt32(bytes.upperBound)
                pango.attributeListInsert(list, attribute)
            }
            if let weight = span.weight { add(pango.weightAttribute(weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)) }
            if let slant = span.slant { add(pango.styleAttribute(slant == .italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
            if (span.slant ?? text.font.slant) == .italic {
                for run in UprightScripts.ranges(in: piece) { add(pango.styleAttribute(PANGO_STYLE_NORMAL), over: run) }
            }
            if let color = span.color {
                add(pango.foregroundAttribute(channel(color.red), channel(color.green), channel(color.blue)))
                if color.alpha < 1 { add(pango.foregroundAlphaAttribute(channel(color.alpha))) }
            }
            if span.scale != 1 { add(pango.absoluteSizeAttribute(units(PangoSession.referenceSize * span.scale))) }
            if span.underline { add(pango.underlineAttribute(PANGO_UNDERLINE_SINGLE)) }
            if span.rise != 0 { add(pango.riseAttribute(units(PangoSession.referenceSize * span.scale * span.rise))) }
            if let language = span.language.map(FontLanguage.init) {
                add(pango.languageAttribute(pango.languageFromString(language.fontconfig)))
                if language.keepsWordsWhole {
                    for word in FontLanguage.words(in: piece) { add(pango.allowBreaksAttribute(0), over: word) }
                }
            }
            start = end
        }
        return list
    }

    /// `string` with what is not a character to print replaced by U+FFFD (�): noncharacters such as
    /// U+FFFF, which cairo refuses in a PDF, and control characters other than line breaks and tabs.
    ///
    /// Line and paragraph breaks become `separator`: U+2028 (a line break within one paragraph) or
    /// U+2029 (a paragraph's end).
    static func printable(_ string: String, breakingWith separator: Unicode.Scalar) -> String {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            scalar != separator && ["\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"].contains(scalar)
        }
        guard string.unicodeScalars.contains(where: { isUnprintable($0) || isBreak($0) }) else { return string }
        var out = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in string.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n", afterReturn { continue }
            out.append(isBreak(scalar) ? separator : isUnprintable(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(out)
    }

    /// A noncharacter, or a control character other than a line break or a tab.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, most of most texts, is told without looking up Unicode properties.
        if (0x20..<0x7F).contains(scalar.value) { return false }
        return scalar.properties.isNoncharacterCodePoint || (scalar.properties.generalCategory == .control && !"\n\r\t\u{85}".unicodeScalars.contains(scalar))
    }

    /// Points (at the reference size) in Pango units.
    static func units(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }

    /// The logical extents of all lines, in points at the text's size: where the ink may go, line
    /// spacing included.
    var extents: (x: Double, y: Double, width: Double, height: Double) {
        var logical = PangoRectangle()
        pango.layoutExtents(pointer, nil, &logical)
        let k = scale / Double(PANGO_SCALE)
        return (Double(logical.x) * k, Double(logical.y) * k, Double(logical.width) * k, Double(logical.height) * k)
    }

    var lineCount: Int { Int(pango.layoutLineCount(pointer)) }

    /// Every line's characters (logical order, line breaks left out), baseline start and width, in
    /// reference units.
    var lines: [(string: String, origin: Point, width: Double)] {
        guard let iterator = pango.layoutIterator(pointer), let text = pango.layoutText(pointer) else { return [] }
        defer { pango.iteratorFree(iterator) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
        var out: [(String, Point, Double)] = []
        repeat {
            guard let line = pango.iteratorLine(iterator) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            let string = Self.shown(String(decoding: bytes[start..<min(bytes.count, start + length)], as: UTF8.self).filter { !$0.isNewline })
            var logical = PangoRectangle()
            pango.iteratorLineExtents(iterator, nil, &logical)
            let unit = Double(PANGO_SCALE)
            if !string.isEmpty {
                out.append((string, Point(Double(logical.x) / unit, Double(pango.iteratorBaseline(iterator)) / unit), Double(logical.width) / unit))
            }
        } while pango.iteratorNextLine(iterator) != 0
        return out
    }

    /// A line's characters as a reader finds them: without the soft hyphens of its words (hyphenation
    /// points), but for the one it ends at, where a hyphen is shown.
    static func shown(_ line: String) -> String {
        guard line.contains("\u{AD}") else { return line }
        return line.filter { $0 != "\u{AD}" } + (line.hasSuffix("\u{AD}") ? "\u{AD}" : "")
    }

    var isEllipsized: Bool { pango.layoutIsEllipsized(pointer) != 0 }
}
