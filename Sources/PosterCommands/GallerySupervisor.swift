import FileIO
import Gallery
import Glibc
import Output

/// Runs `poster gallery` in a child poster and keeps the gallery going when a spec ends that child: a
/// library's abort (cairo's assertions), a crash or a resource limit takes down the process it happens
/// in, which no code of that process can catch. The child says in a journal which specs it is working
/// on (`GalleryJournal`); when a signal ends it, the spec it was on is set aside as failed, with what
/// the child printed last, and the gallery runs again without it, so the others render and the index
/// is written. Several specs at work at once are told apart by running again on one worker.
enum GallerySupervisor {
    /// The variable naming the journal file: set, poster is the child and writes it.
    static let journalVariable = "POSTER_GALLERY_JOURNAL"
    /// The variable naming the file of the specs set aside, a line each: the path, a tab, what was said.
    static let crashedVariable = "POSTER_GALLERY_CRASHED"

    /// Signals that end a child at the user's or the system's word, not because of a spec.
    private static let stops: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGKILL, SIGPIPE, SIGQUIT]

    /// Runs poster with `arguments` (its own, less the program) as a child until it ends other than by
    /// a spec's signal; the child's exit status (128 plus the signal's number where one ended it).
    static func run(_ arguments: [String]) throws(OutputError) -> Int32 {
        let scratch = try RunScratch(prefix: "poster-gallery")
        defer { scratch.remove() }
        let journal = scratch.path("journal"), crashedFile = scratch.path("crashed")
        var arguments = arguments
        var crashed: [(path: String, said: String)] = []
        var oneWorker = false
        while true {
            let list = crashed.map { "\($0.path)\t\($0.said)\n" }.joined()
            try scratch.write(list, to: "crashed")
            try scratch.write("", to: "journal")
            let child: ChildProcess
            do {
                child = try ChildProcess(
                    "/proc/self/exe", arguments: arguments, output: STDOUT_FILENO, echoingErrors: STDERR_FILENO,
                    // Swift's backtracer, which a crash of a debug build starts, would hold the child's standard
                    // error open after it ends (and has been seen to hang): the child's last words are its own.
                    environment: [journalVariable: journal, crashedVariable: crashedFile, "SWIFT_BACKTRACE": "enable=no"])
            } catch {
                throw OutputError(path: "/proc/self/exe", reason: "cannot start poster again to render the gallery: \(error.message)")
            }
            let status = child.wait()
            let signal = status - 128
            guard status > 128, !stops.contains(signal) else { return status }
            let unfinished = GalleryJournal.unfinished(in: RunScratch.text(at: journal) ?? "")
            if unfinished.count > 1, !oneWorker {
                oneWorker = true
                arguments += ["--jobs", "1"]
                Console.printError("poster gallery: poster stopped (signal \(signal)) with \(unfinished.count) specs at work: rendering again on one worker")
                continue
            }
            guard unfinished.count == 1, let path = unfinished.first else { return status }
            let said = lastLine(of: child.errorOutput())
            crashed.append((path, "poster stopped while rendering it (\(describe(signal)))\(said.isEmpty ? "" : ": \(said)")"))
            Console.printError("poster gallery: \(VisibleText.escaped(path)) stopped poster (\(describe(signal))): rendering the others again without it")
        }
    }

    /// The specs set aside by the supervising poster, read from the file `path` names.
    static func crashed(listedIn path: String) -> [String: String] {
        var crashed: [String: String] = [:]
        for line in (RunScratch.text(at: path) ?? "").split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            crashed[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return crashed
    }

    /// "an abort (signal 6)", "a crash (signal 11)", ...
    private static func describe(_ signal: Int32) -> String {
        let kind =
            switch signal {
            case SIGABRT: "an abort"
            case SIGSEGV, SIGBUS: "a crash"
            case SIGILL, SIGTRAP: "a trap"
            case SIGFPE: "an arithmetic fault"
            case SIGXFSZ: "the file size limit"
            case SIGXCPU: "the CPU time limit"
            default: "a signal"
            }
        return "\(kind), signal \(signal)"
    }

    /// The last line of `bytes` that holds anything and is no progress line of the gallery's own
    /// ("[2/3] a.json: ..."), its control characters made visible, at most 500 characters.
    private static func lastLine(of bytes: [UInt8]) -> String {
        let line =
            String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).last { line in
                !line.trimmed.isEmpty && !(line.hasPrefix("[") && line.dropFirst().prefix { $0 != "]" }.contains("/"))
            } ?? ""
        return String(VisibleText.escaped(String(line.trimmed)).prefix(500))
    }
}
