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
    init(_ text: Text, size: Double, breaking: Breaking, session: PangoSession) {
        scale = size / PangoSession.referenceSize
        pointer = pango.layoutNew(session.fontMap(adding: text.font.files).context)!
        let justified = text.alignment == .justified && breaking != .words
        let separator: Unicode.Scalar = justified ? "\u{2029}" : "\u{2028}"
        let utf8 = Array(text.spans.map { Self.printable($0.string, breakingWith: separator) }.joined().utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango.layoutSetText(pointer, $0.baseAddress, Int32($0.count)) }
        }
        let description = pango.fontDescriptionNew()
        pango.fontDescriptionSetFamily(description, text.font.family)
        pango.fontDescriptionSetWeight(description, text.font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango.fontDescriptionSetStyle(description, text.font.slant == .italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango.fontDescriptionSetAbsoluteSize(description, PangoSession.referenceSize * Double(PANGO_SCALE))
        pango.layoutSetFontDescription(pointer, description)
        pango.fontDescriptionFree(description)
        let attributes = Self.attributes(of: text, breakingWith: separator)
        pango.layoutSetAttributes(pointer, attributes)
        pango.attributeListUnref(attributes)
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
        session.keepFonts(of: pointer)
    }

    deinit {
        pango.objectUnref(UnsafeMutableRawPointer(pointer))
    }

    /// The spans' looks as Pango attributes over the bytes of the text.
    private static func attributes(of text: Text, breakingWith separator: Unicode.Scalar) -> OpaquePointer {
        let list = pango.attributeListNew()!
        var start = 0
        for span in text.spans {
            let end = start + printable(span.string, breakingWith: separator).utf8.count
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango.attributeListInsert(list, attribute)
            }
            if let weight = span.weight { add(pango.weightAttribute(weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)) }
            if let slant = span.slant { add(pango.styleAttribute(slant == .italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
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
                    for word in FontLanguage.words(in: printable(span.string, breakingWith: separator)) {
                        guard let attribute = pango.allowBreaksAttribute(0) else { continue }
                        attribute.pointee.start_index = UInt32(start + word.lowerBound)
                        attribute.pointee.end_index = UInt32(start + word.upperBound)
                        pango.attributeListInsert(list, attribute)
                    }
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
            let string = String(decoding: bytes[start..<min(bytes.count, start + length)], as: UTF8.self).filter { !$0.isNewline }
            var logical = PangoRectangle()
            pango.iteratorLineExtents(iterator, nil, &logical)
            let unit = Double(PANGO_SCALE)
            if !string.isEmpty {
                out.append((string, Point(Double(logical.x) / unit, Double(pango.iteratorBaseline(iterator)) / unit), Double(logical.width) / unit))
            }
        } while pango.iteratorNextLine(iterator) != 0
        return out
    }

    var isEllipsized: Bool { pango.layoutIsEllipsized(pointer) != 0 }
}
