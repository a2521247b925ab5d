import FileIO
import Foundation

/// Runs the built `poster` binary (or `$POSTER_BIN`) and captures what it printed.
public struct PosterProcess: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `poster` executable built beside the test bundle.
    public static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["POSTER_BIN"] { return URL(fileURLWithPath: override) }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        while !folder.path.isEmpty, folder.path != "/" {
            let candidate = folder.appendingPathComponent("poster")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "poster")
    }

    /// Runs `poster` with `arguments` in `directory`, `input` on its standard input (none: empty). A run
    /// that outlasts `timeout` seconds is killed, so a hang fails its test instead of stalling the suite.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil, timeout: Double = 300
    ) throws -> Outcome {
        try ToolProcess.run(executable, arguments, in: directory, environment: environment, input: input, timeout: timeout)
    }
}

/// Runs a program and captures its exit status and output.
public enum ToolProcess {
    /// Runs `program`; a run that outlasts `timeout` seconds is killed with every process it started
    /// (status 9, from SIGKILL).
    public static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil,
        timeout: Double = 300
    ) throws -> PosterProcess.Outcome {
        // A child that exits without reading its input must not take the test runner down with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        // Held weakly: a cancelled work item stays queued until its deadline, and holding the process would
        // keep its pipes open that long (hundreds of runs then exhaust the runner's descriptors).
        let watchdog = DispatchWorkItem { [weak process] in
            if let process, process.isRunning { ProcessTree.kill(process.processIdentifier) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        let feeder = Thread {
            if let input { try? stdin.fileHandleForWriting.write(contentsOf: input) }
            try? stdin.fileHandleForWriting.close()
        }
        feeder.start()
        // Both pipes are drained at once: a child that fills one while the other is read would block forever.
        let errReader = PipeDrain(err.fileHandleForReading.fileDescriptor)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errReader.wait()
        try? err.fileHandleForReading.close()
        process.waitUntilExit()
        return PosterProcess.Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a tool found on PATH, such as `pdfinfo`.
    public static func run(tool: String, _ arguments: [String]) throws -> PosterProcess.Outcome {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments)
    }
}

/// A fresh empty folder under the system's temporary folder, removed by `remove()`.
public struct ScratchFolder: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("poster-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The repository's root folder, found from this source file.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
