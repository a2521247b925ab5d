/// A workbook's number format that shows a cell's number as a date, a time or both (a serial number of
/// days since the workbook's epoch, the time of day its fraction), and the number as ISO 8601 text:
/// `2026-03-14`, `2026-03-14 09:30` when the format shows the time and the number has one, `09:30` for
/// a time alone (with seconds where the format shows them).
struct XLSXDateFormat: Equatable {
    /// Whether the format shows the day (a year, a month or a day).
    var date: Bool
    /// Whether it shows the time of day (hours, or minutes and seconds).
    var time: Bool
    var seconds: Bool
    /// Hours counted past 24 (`[h]:mm`): a duration rather than a time of day.
    var elapsedHours: Bool

    /// The format whose code is `code`, or nil when it shows no date or time: its tokens are read outside
    /// quoted text, escaped characters and brackets (a colour, a locale), as Excel reads them. `m` is
    /// the minute next to an hour or a second, else the month.
    init?(code: String) {
        var tokens: [Character] = []
        var elapsed = false
        var quoted = false, escaped = false, bracket = ""
        var inBracket = false
        for c in code {
            if escaped {
                escaped = false
            } else if quoted {
                quoted = c != "\""
            } else if inBracket {
                if c == "]" {
                    inBracket = false
                    let unit = bracket.lowercased()
                    if !unit.isEmpty, unit.allSatisfy({ $0 == "h" }) {
                        elapsed = true
                        tokens.append("h")
                    } else if !unit.isEmpty, unit.allSatisfy({ $0 == "m" || $0 == "s" }) {
                        tokens.append(unit.first!)
                    }
                } else {
                    bracket.append(c)
                }
            } else {
                switch c {
                case "\"": quoted = true
                case "\\", "_", "*": escaped = true
                case "[":
                    inBracket = true
                    bracket = ""
                default:
                    let lower = Character(c.lowercased())
                    if "ymdhs".contains(lower) { tokens.append(lower) }
                }
            }
        }
        let hasTime = tokens.contains("h") || tokens.contains("s")
        let hasDate = tokens.contains("y") || tokens.contains("d") || (tokens.contains("m") && !hasTime)
        guard hasDate || hasTime else { return nil }
        self.init(date: hasDate, time: hasTime, seconds: tokens.contains("s"), elapsedHours: elapsed)
    }

    init(date: Bool, time: Bool, seconds: Bool, elapsedHours: Bool) {
        self.date = date
        self.time = time
        self.seconds = seconds
        self.elapsedHours = elapsedHours
    }

    /// The built-in format numbered `id` that shows a date or a time (14 to 22, 45 to 47), whose codes
    /// ECMA-376 (part 1, 18.8.30) gives.
    static func builtIn(_ id: Int) -> XLSXDateFormat? {
        let codes = [
            14: "mm-dd-yy", 15: "d-mmm-yy", 16: "d-mmm", 17: "mmm-yy", 18: "h:mm AM/PM", 19: "h:mm:ss AM/PM", 20: "h:mm", 21: "h:mm:ss",
            22: "m/d/yy h:mm", 45: "mm:ss", 46: "[h]:mm:ss", 47: "mmss.0",
        ]
        return codes[id].flatMap(XLSXDateFormat.init(code:))
    }

    /// The serial number `serial` as this format shows it, in ISO 8601: days counted from 1899-12-30, as
    /// Excel counts them from 1 March 1900 (before, it takes 1900 for a leap year: 1 is 1900-01-01), or
    /// from 1904-01-01 in a workbook that says `date1904`. Nil for a number no date has (negative, or
    /// past the year 9999).
    func text(of serial: Double, date1904: Bool) -> String? {
        guard serial.isFinite, serial >= 0, serial < 2_958_466 else { return nil }
        var days = Int(serial.rounded(.down))
        var secondsOfDay = Int(((serial - Double(days)) * 86_400).rounded())
        if secondsOfDay == 86_400 {
            days += 1
            secondsOfDay = 0
        }
        let hours = secondsOfDay / 3600, minutes = secondsOfDay / 60 % 60, seconds = secondsOfDay % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let clock = two(minutes) + (self.seconds ? ":" + two(seconds) : "")
        guard date else { return (elapsedHours ? "\(days * 24 + hours)" : two(hours)) + ":" + clock }
        let day: String
        if date1904 {
            day = Self.civil(daysSince1970: days - 24_107)
        } else if days == 60 {
            day = "1900-02-29"
        } else {
            day = Self.civil(daysSince1970: days - (days < 60 ? 25_568 : 25_569))
        }
        return time && secondsOfDay > 0 ? "\(day) \(two(hours)):\(clock)" : day
    }

    /// The proleptic Gregorian date `days` after 1970-01-01, as YYYY-MM-DD (Howard Hinnant's
    /// civil_from_days).
    private static func civil(daysSince1970 days: Int) -> String {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
