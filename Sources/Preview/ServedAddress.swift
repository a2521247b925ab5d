import Foundation

/// The address the server listens on, known only once it listens (a port of 0 picks a free one).
/// (`@unchecked Sendable`: its guard is set and read only under its lock.)
final class ServedAddress: @unchecked Sendable {
    private let lock = NSLock()
    private var guardOfRequests: RequestGuard?

    /// The checks of the address's requests; nil until it listens.
    var requests: RequestGuard? {
        get { lock.withLock { guardOfRequests } }
        set { lock.withLock { guardOfRequests = newValue } }
    }
}
