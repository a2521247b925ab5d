import Glibc

/// The date written into PDF metadata: fixed, so that the same input gives byte-identical files.
public enum PDFDate {
    /// The date used when `SOURCE_DATE_EPOCH` is not set.
    public static let fixed = "2000-01-01T00:00:00"

    /// `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) as an ISO 8601 date, else `fixed`.
    public static func fromEnvironment() -> String {
        guard let raw = getenv("SOURCE_DATE_EPOCH"), let seconds = Int(String(cString: raw)) else { return fixed }
        return iso8601(secondsSince1970: seconds)
    }

    /// The UTC calendar date and time of a moment given in seconds since 1970.
    public static func iso8601(secondsSince1970 seconds: Int) -> String {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
