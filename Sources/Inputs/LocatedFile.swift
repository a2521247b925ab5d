/// A file the World located for a spec (`World.locate`): confined to the spec's folder unless the policy
/// allows it, or standard input as the command line named it. Only the World makes one, and `World.read`
/// reads nothing else, so no code reads a path the World did not locate.
public struct LocatedFile: Hashable, Sendable {
    /// The path to open: relative to the current folder or absolute (`-`: standard input).
    public let path: String

    init(_ path: String) {
        self.path = path
    }
}
