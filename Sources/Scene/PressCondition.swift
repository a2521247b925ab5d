/// A printing condition whose profile a CMYK PDF is converted to when its spec names none, chosen by
/// the paper: the ISO sizes are offset on coated paper in Europe's standard condition (FOGRA39), the US
/// sizes in SWOP's. Each profile comes from a Debian package, read where the package installs it.
public struct PressCondition: Hashable, Sendable {
    /// The profile's name, as the output intent's Info and the run's note give it.
    public let name: String
    /// The condition's name in the ICC's registry of characterization data: the output intent's
    /// OutputConditionIdentifier, which a press matches against its own.
    public let identifier: String
    /// The condition in words: the output intent's OutputCondition.
    public let description: String
    /// Where the profile is installed, and the Debian package that installs it.
    public let path: String
    public let package: String

    /// ISO Coated v2 300 % (basICColor's build of ECI's FOGRA39 profile, shipped with Scribus): sheet-fed
    /// offset on coated art paper, ink kept to 300 % in all.
    public static let fogra39 = PressCondition(
        name: "ISO Coated v2 300% (basICColor)", identifier: "FOGRA39",
        description: "Offset printing, according to ISO 12647-2:2004/Amd 1, OFCOM, paper type 1 or 2 = coated art, 115 g/m2",
        path: "/usr/share/scribus/profiles/ISOcoated_v2_300_bas.icc", package: "scribus-data")

    /// Ghostscript's CMYK profile: SWOP inks on coated publication paper, the US condition.
    public static let swop = PressCondition(
        name: "Artifex CMYK SWOP Profile", identifier: "CGATS TR 001",
        description: "SWOP (Specifications for Web Offset Publications), coated paper",
        path: "/usr/share/color/icc/ghostscript/default_cmyk.icc", package: "libgs-common")
}
