import Foundation
import TestSupport
import Testing

/// A `poster preview` running in a folder for a test, and curl to talk to it as any client would.
final class PreviewProcess {
    let process = Process()
    let folder: ScratchFolder
    /// The page's address, `http://127.0.0.1:PORT/`.
    private(set) var url = ""

    init(spec: String, in folder: ScratchFolder, arguments: [String] = [], executable: URL = PosterProcess.executable) throws {
        self.folder = folder
        process.executableURL = executable
        process.arguments = ["preview", spec, "--port", "0"] + arguments
        process.currentDirectoryURL = folder.url
        for name in ["preview.out", "preview.err"] { _ = FileManager.default.createFile(atPath: folder.path(name), contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("preview.out")))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("preview.err")))
        try process.run()
        let started = Self.eventually {
            let out = String(decoding: fileBytes(folder.path("preview.out")) ?? Data(), as: UTF8.self)
            guard let line = out.split(separator: "\n").first(where: { $0.hasPrefix("poster preview: http://") }) else { return false }
            url = String(line.dropFirst("poster preview: ".count))
            return true
        }
        guard started else { throw PreviewFailure(message: "no address printed: \(errors)") }
    }

    struct PreviewFailure: Error { let message: String }

    /// A preview of a spec holding `text`, named `name`, in a new folder beside `files` (name: contents).
    static func previewing(_ text: String, named name: String, files: [String: String] = [:]) throws -> (ScratchFolder, PreviewProcess) {
        let folder = try ScratchFolder()
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path(name)))
        for (file, contents) in files { try Data(contents.utf8).write(to: URL(fileURLWithPath: folder.path(file))) }
        return (folder, try PreviewProcess(spec: name, in: folder))
    }

    var errors: String { String(decoding: fileBytes(folder.path("preview.err")) ?? Data(), as: UTF8.self) }

    /// `Origin` as the preview's own page sends it.
    var origin: String { String(url.dropLast()) }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
        }
    }

    /// curl's status and body for `path` with `headers` (and a POST body when given).
    func request(_ path: String, headers: [String] = [], post: String? = nil) throws -> (status: Int, body: String) {
        var arguments = ["-s", "--max-time", "20", "--path-as-is", "-o", "-", "-w", "\n%{http_code}"]
        for header in headers { arguments += ["-H", header] }
        if let post { arguments += ["-X", "POST", "-H", "Content-Type: application/json", "--data-binary", post] }
        let result = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/curl"), arguments + [url + path], timeout: 60)
        let status = Int(result.stdout.split(separator: "\n").last ?? "") ?? 0
        return (status, String(result.stdout.dropLast(String(status).count + 1)))
    }

    /// The state's JSON.
    func state() throws -> [String: Any] {
        let body = try request("state").body
        return try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] ?? [:]
    }

    func version() throws -> Int { try state()["version"] as? Int ?? -1 }

    /// Polls `condition` for up to 30 seconds.
    static func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }
}
