import PrintColor
import Scene
import Testing

/// Which text colours print in black ink, and how: by CIE lightness and chroma, and by size.
@Suite struct TextInkTests {
    static func hex(_ value: Int) -> Color {
        Color(red: Double(value >> 16) / 255, green: Double((value >> 8) & 255) / 255, blue: Double(value & 255) / 255)
    }

    @Test(arguments: [0x222222, 0x2b2b52, 0x0b2545, 0x000000, 0x1e1e2e])
    func nearBlackTextIsSolidBlackAndRichWhenLarge(ink: Int) {
        #expect(TextInk.of(Self.hex(ink), size: 10) == .black(1))
        #expect(TextInk.of(Self.hex(ink), size: 23.9) == .black(1))
        #expect(TextInk.of(Self.hex(ink), size: 24) == .richBlack)
    }

    /// A dark grey keeps its lightness, in black ink alone: the tint its grey gets (1 - its value).
    @Test func darkGreysAreBlackTints() throws {
        let tint = try #require(
            {
                if case .black(let tint) = TextInk.of(Self.hex(0x444444), size: 10) { return tint }
                return nil
            }())
        #expect(abs(tint - (1 - Double(0x44) / 255)) < 1e-6)
        #expect(TextInk.of(Self.hex(0x3b4252), size: 40) != .richBlack, "a dark grey takes no rich black")
    }

    @Test(arguments: [0x1a237e, 0x000080, 0x8b0000, 0x4f4fbf, 0x555555, 0xeeeeee, 0xffffff])
    func saturatedOrLighterColoursAreLeftToTheProfile(color: Int) {
        #expect(TextInk.of(Self.hex(color), size: 10) == nil)
        #expect(TextInk.of(Self.hex(color), size: 40) == nil)
    }
}
