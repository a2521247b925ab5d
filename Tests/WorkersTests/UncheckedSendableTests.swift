import TestSupport
import Testing

/// Every place that tells the compiler to trust its thread safety says why, in the line above it:
/// `@unchecked Sendable` and `nonisolated(unsafe)` are kept only where a C library (its objects,
/// pointers, threads or locks) keeps the compiler from checking, and the reason is there to be checked
/// by whoever changes the code. Other state shared between threads sits in a `Locked` or a `Monitor`,
/// whose every use the compiler sees go through the lock.
@Suite struct UncheckedSendableTests {
    /// The most `@unchecked Sendable` types there may be: a new one needs a C library's reason and room here.
    static let limit = 9
    /// How a type is declared unchecked: a C module's struct with the protocol's module named
    /// (`@unchecked Swift.Sendable`), as a conformance of an imported type to an imported protocol is written.
    static let uncheckedTypes = ["@unchecked Sendable {", "@unchecked Swift.Sendable {"]

    @Test func everyUncheckedPlaceSaysWhy() throws {
        let unchecked = try SourceCalls.lines(containing: Self.uncheckedTypes + ["nonisolated(unsafe)"])
        try #require(unchecked.count > 5)
        let silent = unchecked.filter { place in
            !place.before.suffix(3).contains { $0.contains("(Unchecked: ") || $0.contains("`nonisolated(unsafe)`") }
        }
        #expect(silent.isEmpty, "\(silent.map { "\($0.file): \($0.line)" })")
    }

    @Test func fewTypesAreUnchecked() throws {
        let types = try SourceCalls.lines(containing: Self.uncheckedTypes)
        #expect(types.count <= Self.limit, "\(types.map(\.file))")
    }

    /// Foundation's `NSLock` links the part of Foundation built on CoreFoundation and ICU, and leaves the
    /// state it guards in loose fields; `Locked` holds the state itself.
    @Test func noFoundationLocks() throws {
        let locks = try SourceCalls.lines(containing: ["NSLock", "NSCondition", "NSRecursiveLock"])
        #expect(locks.isEmpty, "\(locks.map { "\($0.file): \($0.line)" })")
    }
}
