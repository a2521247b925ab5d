/// What a text is on its page, for a tagged PDF's structure tree: a title (a first-level heading), a
/// subtitle (a second-level one), a paragraph or a caption. A text with none (a label inside a figure)
/// is not tagged.
public enum TextRole: String, Hashable, Sendable {
    case title = "H1"
    case subtitle = "H2"
    case paragraph = "P"
    case caption = "Caption"
}
