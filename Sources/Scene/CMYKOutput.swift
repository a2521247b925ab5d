/// A PDF written for a CMYK press: every colour in ink, under a PDF/X standard whose output intent
/// names the press's ICC profile.
public struct CMYKOutput: Hashable, Sendable {
    /// The PDF/X standard the file declares.
    public enum Standard: String, CaseIterable, Hashable, Sendable {
        /// PDF/X-3:2002: PDF 1.3, without transparency.
        case x3 = "X-3"
        /// PDF/X-4: PDF 1.6, transparency kept live.
        case x4 = "X-4"
    }

    public var standard: Standard
    /// The press's CMYK profile (an ICC file's bytes) and what it is called; nil for the default,
    /// `condition`'s.
    public var profile: Profile?
    /// The printing condition whose profile is used when the spec names none, chosen by the paper.
    public var condition: PressCondition
    /// The paper `condition` was chosen for, as a note names it: "A4", "Letter", "500 x 700 mm".
    public var paper: String

    public struct Profile: Hashable, Sendable {
        public var bytes: [UInt8]
        public var name: String

        public init(bytes: [UInt8], name: String) {
            self.bytes = bytes
            self.name = name
        }
    }

    public init(standard: Standard = .x4, profile: Profile? = nil, condition: PressCondition = .fogra39, paper: String = "A4") {
        self.standard = standard
        self.profile = profile
        self.condition = condition
        self.paper = paper
    }
}
