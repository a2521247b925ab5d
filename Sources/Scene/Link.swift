/// Where a click on a group's ink leads in a PDF: an address (`https:`, `mailto:` ...), or a page of
/// the document, from 1.
public enum Link: Hashable, Sendable {
    case uri(String)
    case page(Int)
}
