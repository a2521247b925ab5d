import TestSupport
import Testing

/// Every place that tells the compiler to trust its thread safety says why, in the line above it:
/// `@unchecked Sendable` and `nonisolated(unsafe)` are kept only where a lock, a hand-over or a C
/// library makes them safe, and the reason is there to be checked by whoever changes the code.
@Suite struct UncheckedSendableTests {
    @Test func everyUncheckedPlaceSaysWhy() throws {
        let unchecked = try SourceCalls.lines(containing: ["@unchecked Sendable {", "nonisolated(unsafe)"])
        try #require(unchecked.count > 10)
        let silent = unchecked.filter { place in
            !place.before.suffix(3).contains { $0.contains("`@unchecked Sendable`:") || $0.contains("`nonisolated(unsafe)`") }
        }
        #expect(silent.isEmpty, "\(silent.map { "\($0.file): \($0.line)" })")
    }
}
