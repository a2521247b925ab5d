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

    func run() throws {
        let files = template.files.map { (FilePaths.join(folder, $0.path), $0.text) }
        let there = files.map(\.0).filter { path in
            var status = stat()
            return lstat(path, &status) == 0
        }
        guard there.isEmpty else {
            Console.printError("poster init: error: \(there.joined(separator: ", ")) \(there.count == 1 ? "is" : "are") already there: nothing was written")
            throw ExitCode(1)
        }
        do {
            for (path, text) in files {
                try NewFile.create(path, Array(text.utf8))
                print(path)
            }
        } catch {
            Console.printError("poster init: error: \(error)")
            throw ExitCode(2)
        }
        Console.printError("poster init: next: \(folder == "." ? "" : "cd \(folder) && ")\(template.next)")
    }
}

extension StarterTemplate: ExpressibleByArgument {}
