import Foundation
import TestSupport
import Testing

/// docs/architecture.md's module table names every module Package.swift declares, and no other: the
/// architecture it describes stays the one that is built. Test and fuzz support are not modules of
/// the tool.
@Suite struct ModuleTableTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func theModuleTableMatchesThePackage() throws {
        let package = try Self.text("Package.swift")
        let declared = Set(
            package.matches(of: #/\.(?:target|systemLibrary|executableTarget)\(\s*name:\s*"([A-Za-z]+)"/#).map { String($0.1) }
                .filter { !$0.hasPrefix("Fuzz") && $0 != "TestSupport" })
        #expect(declared.count > 20, "\(declared.sorted())")
        let section = try Self.text("docs/architecture.md")
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| module |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        let listed = rows.flatMap { row in
            row.split(separator: "|", omittingEmptySubsequences: true).first.map { cell in cell.matches(of: #/`([A-Za-z]+)`/#).map { String($0.1) } } ?? []
        }
        #expect(listed.count == Set(listed).count, "a module listed twice: \(listed)")
        #expect(Set(listed).subtracting(declared).isEmpty, "listed but not in Package.swift: \(Set(listed).subtracting(declared).sorted())")
        #expect(declared.subtracting(listed).isEmpty, "in Package.swift but not in docs/architecture.md's table: \(declared.subtracting(listed).sorted())")
    }
}
