import CCairo
import ErrorReporting

/// A failure reported by cairo: the raw status and cairo's own description of it.
public struct CairoError: ReportableError, Hashable, Sendable {
    /// The raw `cairo_status_t` value, kept as a number so an unknown status is never taken for success.
    public let status: UInt32
    public let message: String

    public init(status: cairo_status_t) {
        self.status = status.rawValue
        self.message = String(cString: cairo_status_to_string(status))
    }

    /// An error for a failure that cairo reports without a status, such as a font that cannot be matched.
    public init(message: String) {
        self.status = CAIRO_STATUS_INVALID_STATUS.rawValue
        self.message = message
    }

    public var description: String { "cairo: \(message)" }

    /// Throws unless `status` is success.
    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status: status) }
    }
}
