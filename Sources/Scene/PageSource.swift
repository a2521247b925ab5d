import Geometry

/// Pages handed to a writer one at a time, in order, so that a long document need not be held in
/// memory at once: a `Document` holds its pages; a streamed spec lays each out when it is asked for.
public protocol PageSource {
    /// Written into the output's metadata.
    var title: String { get }
    /// Written into the output's metadata too.
    var info: DocumentInfo { get }
    var pageCount: Int { get }
    /// Page `number`, from 1.
    func page(_ number: Int) -> Page
    /// Page `number`'s size, in points: what `page(number).size` will be, told without laying the page out
    /// where the source can.
    func pageSize(_ number: Int) -> Size
    /// What page `number`'s own file is named by in place of its number (`NAME-A1.png`), or nil.
    func fileLabel(ofPage number: Int) -> String?
}

extension PageSource {
    public var info: DocumentInfo { DocumentInfo() }
    public func fileLabel(ofPage number: Int) -> String? { nil }
    public func pageSize(_ number: Int) -> Size { page(number).size }
}

extension Document: PageSource {
    public var pageCount: Int { pages.count }

    public func page(_ number: Int) -> Page { pages[number - 1] }
}
