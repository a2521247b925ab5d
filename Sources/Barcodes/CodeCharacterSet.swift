/// The character set a 2D code's text beyond ASCII is encoded in, each marked by its ECI (Extended
/// Channel Interpretation) number so that a reader decodes the bytes as they were meant. UTF-8 holds
/// every script; the others make a shorter code for text they can hold, and refuse the rest.
public enum CodeCharacterSet: String, CaseIterable, Hashable, Sendable {
    case utf8 = "utf-8"
    case latin1 = "iso-8859-1"
    case latin2 = "iso-8859-2"
    case cyrillic = "iso-8859-5"
    case greek = "iso-8859-7"
    case windows1250 = "windows-1250"
    case windows1251 = "windows-1251"
    case windows1252 = "windows-1252"
    case windows1256 = "windows-1256"
    case shiftJIS = "shift-jis"
    case big5
    case gb2312
    case gb18030
    case eucKR = "euc-kr"

    /// The ECI assignment number (AIM ITS/04-001).
    var eci: Int32 {
        switch self {
        case .utf8: 26
        case .latin1: 3
        case .latin2: 4
        case .cyrillic: 7
        case .greek: 9
        case .windows1250: 21
        case .windows1251: 22
        case .windows1252: 23
        case .windows1256: 24
        case .shiftJIS: 20
        case .big5: 28
        case .gb2312: 29
        case .gb18030: 32
        case .eucKR: 30
        }
    }
}
