import ArgumentParser
import FileIO
import Glibc
import Output

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

    func validate() throws {
        guard !folder.isEmpty else { throw ValidationError("the folder to write in is empty: name one, or \".\" for the current folder") }
    }

    func run() throws {
        let files = template.files
        let there = files.map { FilePaths.join(folder, $0.path) }.filter { Self.exists($0) }
        guard there.isEmpty else {
            Console.printError("poster init: error: \(there.joined(separator: ", ")) \(there.count == 1 ? "is" : "are") already there: nothing was written")
            throw ExitCode(1)
        }
        let blocked = Self.blockedFolders(of: files.map(\.path), in: folder)
        guard blocked.isEmpty else {
            Console.printError(
                "poster init: error: \(blocked.joined(separator: ", ")) \(blocked.count == 1 ? "is" : "are") not a folder (a symbolic link is not followed): nothing was written"
            )
            throw ExitCode(1)
        }
        do {
            for (path, text) in files {
                try NewFile.create(path, inside: folder, Array(text.utf8))
                Console.printLine(FilePaths.join(folder, path))
            }
        } catch {
            Console.printError("poster init: error: \(error)")
            throw ExitCode(2)
        }
        Console.printError("poster init: next: \(folder == "." ? "" : "cd \(folder) && ")\(template.next)")
    }

    /// Whether anything is at `path`, a symbolic link itself included.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The folders inside `folder` that `paths` (relative to it) would be written through and that are
    /// there as something else: a symbolic link (to a folder or not) or a file.
    private static func blockedFolders(of paths: [String], in folder: String) -> [String] {
        var blocked: [String] = []
        for path in paths {
            var inside = folder
            for component in path.split(separator: "/").dropLast() {
                inside = FilePaths.join(inside, String(component))
                var status = stat()
                guard lstat(inside, &status) == 0 else { break }
                guard status.st_mode & S_IFMT != S_IFDIR else { continue }
                if !blocked.contains(inside) { blocked.append(inside) }
                break
            }
        }
        return blocked
    }
}

extension StarterTemplate: ExpressibleByArgument {}
