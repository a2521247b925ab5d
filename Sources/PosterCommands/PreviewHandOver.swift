import ArgumentParser
import Glibc

/// How `poster preview` hands its command line over to `poster-preview`, the executable beside
/// `poster` that links the preview server.
enum PreviewHandOver {
    static let executableName = "poster-preview"

    /// Replaces this process with `poster-preview` beside this executable (symbolic links resolved),
    /// given the arguments that followed `preview`; it keeps the process id, so whoever stops `poster`
    /// stops the server. Fails, exit code 2, when it is not there or cannot be started.
    static func exec() throws -> Never {
        let helper = executablePath()
        let arguments = [helper] + CommandLine.arguments.dropFirst().drop { $0 != "preview" }.dropFirst()
        guard access(helper, X_OK) == 0 else {
            Console.printError(
                "poster preview: error: the preview server \(helper) is missing or not executable (\(String(cString: strerror(errno))));"
                    + " it is built beside poster by `make poster` and installed with it")
            throw ExitCode(2)
        }
        var argv = arguments.map { strdup($0) } + [nil]
        execv(helper, &argv)
        Console.printError("poster preview: error: cannot start \(helper): \(String(cString: strerror(errno)))")
        throw ExitCode(2)
    }

    /// `poster-preview` in the folder of the running executable.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        let executable = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        let folder = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        return (folder.isEmpty ? "" : folder) + "/" + executableName
    }
}
