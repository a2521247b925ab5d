/// How a gallery run tells what it is doing, on standard error.
public enum ProgressStyle: Sendable {
    /// One line rewritten in place with counts and the time left, for a terminal.
    case terminal
    /// A line per spec, for logs.
    case lines
    /// Nothing but failures.
    case quiet
}
