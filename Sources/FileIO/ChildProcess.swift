import Glibc

/// A program started with POSIX's `posix_spawn`: its standard input a pipe this process writes, its
/// standard output a descriptor it is given, its standard error a pipe read to its end meanwhile.
public final class ChildProcess {
    /// Why a program could not be started or written to, as the system says it.
    public struct Failure: Error {
        public let message: String
    }

    private let id: pid_t
    private var input: Int32
    private let errorPipe: Int32
    private let errors: PipeDrain
    private var status: Int32?

    /// Starts `program` (a path) with `arguments`, writing what it prints to `output`, and what it prints
    /// to its standard error to `echoingErrors` too as it comes, if given; `environment` adds variables
    /// to this process's.
    public init(_ program: String, arguments: [String], output: Int32, echoingErrors: Int32? = nil, environment: [String: String] = [:]) throws(Failure) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw Self.failure() }
        guard pipe(&fromChild) == 0 else {
            let failure = Self.failure()
            for descriptor in toChild { close(descriptor) }
            throw failure
        }
        // Only the copies made for the child's standard streams reach it, not these descriptors.
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var id = pid_t()
        let added = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { for variable in added { free(variable) } }
        var inherited: [UnsafeMutablePointer<CChar>?] = []
        var variable = environ
        while let entry = variable.pointee {
            inherited.append(entry)
            variable += 1
        }
        let env = added + inherited.filter { entry in !environment.keys.contains { String(cString: entry!).hasPrefix($0 + "=") } } + [nil]
        let started = posix_spawn(&id, program, &actions, nil, argv, env)
        close(toChild[0])
        close(fromChild[1])
        guard started == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw Failure(message: String(cString: strerror(started)))
        }
        (self.id, input, errorPipe) = (id, toChild[1], fromChild[0])
        errors = PipeDrain(errorPipe, echo: echoingErrors)
    }

    deinit {
        if status == nil { kill(id, SIGTERM) }
        _ = wait()
        _ = errors.wait()
        close(errorPipe)
    }

    /// Writes all of `bytes` to the program's standard input.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Self.failure() }
            offset += count
        }
    }

    /// Closes the program's standard input and waits for it to end: its exit status (128 plus the
    /// signal's number where a signal ended it).
    public func wait() -> Int32 {
        if let status { return status }
        if input >= 0 { close(input) }
        input = -1
        var raw: Int32 = 0
        while waitpid(id, &raw, 0) < 0, errno == EINTR {}
        let signal = raw & 0x7f
        let status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        self.status = status
        return status
    }

    /// What the program wrote to its standard error, once it has ended.
    public func errorOutput() -> [UInt8] {
        errors.wait()
    }

    private static func failure() -> Failure {
        Failure(message: String(cString: strerror(errno)))
    }
}
