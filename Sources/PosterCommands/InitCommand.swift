import ArgumentParser
import Foundation
import Glibc

/// `poster init`: a first spec in a folder, ready to render.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a small commented spec that renders at once: a poster, name badges from a CSV, or a gallery with its CI workflow.",
        discussion: "Refuses to overwrite: when any file it would write is there, nothing is written."
    )

    @Argument(help: "The folder to write in (made when missing; default: the current folder).") var folder: String = "."
    @Option(help: ArgumentHelp("What to start from: \(StarterTemplate.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "template"))
    var template: StarterTemplate = .poster

    func run() throws {
        let files = template.files.map { ((folder as NSString).appendingPathComponent($0.path), $0.text) }
        let there = files.map(\.0).filter { path in
            var status = stat()
            return lstat(path, &status) == 0
        }
        guard there.isEmpty else {
            Output.printError("poster init: error: \(there.joined(separator: ", ")) \(there.count == 1 ? "is" : "are") already there: nothing was written")
            throw ExitCode(1)
        }
        var written: [String] = []
        do {
            for (path, text) in files {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Self.create(path, text)
                written.append(path)
                print(path)
            }
        } catch let error as CocoaError {
            Output.printError("poster init: error: cannot write in \(folder): \(error.localizedDescription)")
            throw ExitCode(2)
        } catch {
            Output.printError("poster init: error: \(error)")
            throw ExitCode(2)
        }
        Output.printError("poster init: next: \(folder == "." ? "" : "cd \(folder) && ")\(template.next)")
    }

    /// Writes `text` to a new file at `path`: created, never replaced (a file that appeared since the
    /// check is left as it is, and stops the run).
    private static func create(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw InitError("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw InitError("cannot write \(path): \(String(cString: strerror(errno)))") }
    }
}

/// Why `poster init` stopped.
struct InitError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension StarterTemplate: ExpressibleByArgument {}
