import SpecReader

/// Why gLabels template files cannot be read: the message, and each problem found in them at its line.
public struct TemplateFileFailure: Error {
    public var message: String
    public var located: [Diagnostic] = []
}
