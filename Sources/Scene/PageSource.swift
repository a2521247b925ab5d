/// Pages handed to a writer one at a time, in order, so that a long document need not be held in
/// memory at once: a `Document` holds its pages; a streamed spec lays each out when it is asked for.
public protocol PageSource {
    /// Written into the output's metadata.
    var title: String { get }
    var pageCount: Int { get }
    /// Page `number`, from 1.
    func page(_ number: Int) -> Page
}

extension Document: PageSource {
    public var pageCount: Int { pages.count }

    public func page(_ number: Int) -> Page { pages[number - 1] }
}
