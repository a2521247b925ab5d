/// An error poster reports to whoever ran it: one line saying what failed and where, and the exit status
/// a command ends with when it stops on it. Every module's error says both itself, so the writers, the
/// gallery's records and the command line read them from any error and translate none.
public protocol ReportableError: Error, CustomStringConvertible {
    /// What failed, naming the place where one is known (a file, a JSON path, a data row).
    var message: String { get }
    /// The exit status: 1 for an invalid spec, 2 for a failure to read, draw or write, 64 for a command
    /// line asking what cannot be done.
    var exitCode: Int32 { get }
}

extension ReportableError {
    public var exitCode: Int32 { 2 }
    public var description: String { message }
}
