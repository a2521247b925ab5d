import Geometry
import Imposition

/// The built-in label and badge sheets, with the manufacturers' published dimensions.
///
/// Sources: label sizes, counts, top and side margins and pitches are Avery's template specifications
/// (as Avery publishes them with each product's template, and as Word's label dialog carries them);
/// the A4 and Letter sheets are laid out symmetrically, which each set of numbers adds up to exactly.
/// Corner radii and markup margins are those of gLabels' Avery template library. The 22805 sheet's spacing is derived:
/// its 24 circles spread evenly with 11/16 in margins all round, not taken from Avery's template.
public enum SheetTemplates {
    public static let all: [SheetTemplate] = [
        // 63.5 x 38.1 mm; top margin 15.15 mm, side margin 7.21 mm, pitch 66.04 x 38.1 mm.
        SheetTemplate(
            name: "L7160", brand: "Avery", summary: "Avery L7160: 21 address labels, 63.5 x 38.1 mm", paperName: "A4", paper: PaperSize.a4,
            columns: 3, rows: 7, labelSize: Size(mm(63.5), mm(38.1)), pitch: Size(mm(66.04), mm(38.1)),
            margins: .init(top: mm(15.15), left: mm(7.21)), shape: .rectangle(cornerRadius: 5), markup: 5),
        // 99.1 x 38.1 mm; top margin 15.15 mm, side margin 4.65 mm, pitch 101.6 x 38.1 mm.
        SheetTemplate(
            name: "L7163", brand: "Avery", summary: "Avery L7163: 14 address labels, 99.1 x 38.1 mm", paperName: "A4", paper: PaperSize.a4,
            columns: 2, rows: 7, labelSize: Size(mm(99.1), mm(38.1)), pitch: Size(mm(101.6), mm(38.1)),
            margins: .init(top: mm(15.15), left: mm(4.65)), shape: .rectangle(cornerRadius: 5), markup: 5),
        // 2-5/8 x 1 in; top margin 1/2 in, side margin 3/16 in, pitch 2-3/4 x 1 in.
        SheetTemplate(
            name: "5160", brand: "Avery", summary: "Avery 5160: 30 address labels, 2-5/8 x 1 in", paperName: "Letter", paper: PaperSize.letter,
            columns: 3, rows: 10, labelSize: Size(inches(2.625), inches(1)), pitch: Size(inches(2.75), inches(1)),
            margins: .init(top: inches(0.5), left: inches(0.1875)), shape: .rectangle(cornerRadius: inches(0.0625)), markup: inches(0.0625)),
        // 4 x 3-1/3 in; top margin 1/2 in, side margin 5/32 in, pitch 4-3/16 x 3-1/3 in.
        SheetTemplate(
            name: "5164", brand: "Avery", summary: "Avery 5164: 6 shipping labels, 4 x 3-1/3 in", paperName: "Letter", paper: PaperSize.letter,
            columns: 2, rows: 3, labelSize: Size(inches(4), inches(10.0 / 3)), pitch: Size(inches(4.1875), inches(10.0 / 3)),
            margins: .init(top: inches(0.5), left: inches(0.15625)), shape: .rectangle(cornerRadius: inches(0.125)), markup: inches(0.125)),
        // 1-1/2 in circles; margins 11/16 in, pitch 1-7/8 x 1-5/8 in (derived, see above).
        SheetTemplate(
            name: "22805", brand: "Avery", summary: "Avery 22805: 24 round labels, 1-1/2 in across", paperName: "Letter", paper: PaperSize.letter,
            columns: 4, rows: 6, labelSize: Size(inches(1.5), inches(1.5)), pitch: Size(inches(1.875), inches(1.625)),
            margins: .init(top: inches(0.6875), left: inches(0.6875)), shape: .circle, markup: inches(0.0625)),
        // 3-3/8 x 2-1/3 in; top margin 7/12 in, side margin 11/16 in, pitch 3-3/4 x 2-1/2 in.
        SheetTemplate(
            name: "5395", brand: "Avery", summary: "Avery 5395: 8 name badges, 3-3/8 x 2-1/3 in", paperName: "Letter", paper: PaperSize.letter,
            columns: 2, rows: 4, labelSize: Size(inches(3.375), inches(7.0 / 3)), pitch: Size(inches(3.75), inches(2.5)),
            margins: .init(top: inches(7.0 / 12), left: inches(0.6875)), shape: .rectangle(cornerRadius: inches(0.1875)), markup: inches(0.0625)),
        // The layout of Avery L7165, the common 8-per-sheet A4 label used for name badges: 99.1 x 67.7 mm;
        // top margin 13.1 mm, side margin 4.65 mm, pitch 101.6 x 67.7 mm.
        SheetTemplate(
            name: "A4-2x4-badges", summary: "8 name badges, 99.1 x 67.7 mm (the layout of Avery L7165)", paperName: "A4", paper: PaperSize.a4,
            columns: 2, rows: 4, labelSize: Size(mm(99.1), mm(67.7)), pitch: Size(mm(101.6), mm(67.7)),
            margins: .init(top: mm(13.1), left: mm(4.65)), shape: .rectangle(cornerRadius: 0), markup: mm(2)),
    ]

    /// The template called `name` (case does not matter).
    public static func named(_ name: String) -> SheetTemplate? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    private static func mm(_ millimetres: Double) -> Double { millimetres * 72 / 25.4 }
    private static func inches(_ inches: Double) -> Double { inches * 72 }
}
