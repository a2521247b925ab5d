extension StringProtocol {
    /// The text without the white space (spaces, tabs, line breaks: `Character.isWhitespace`) at its two ends.
    public var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
