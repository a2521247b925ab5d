import Foundation

/// Which of the repository's `Sources` files write which of a list of calls (comment lines left out),
/// by path relative to `Sources`: how a test holds a kind of call to the one module that owns it.
public enum SourceCalls {
    public static func find(_ calls: [String]) throws -> [String: Set<String>] {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        guard files.count > 100 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sources.path]) }
        var found: [String: Set<String>] = [:]
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for call in calls where line.contains(call) { found[file, default: []].insert(call) }
            }
        }
        return found
    }
}
