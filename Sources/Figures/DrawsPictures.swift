import Scene

/// A figure that draws picture files: what a page holds decoded at once is bounded by their pixels.
public protocol DrawsPictures {
    /// The pictures the figure draws.
    var pictures: [ImageSource] { get }
}

extension Picture: DrawsPictures {
    public var pictures: [ImageSource] { [source] }
}

extension Badge: DrawsPictures {
    public var pictures: [ImageSource] { picture.map { [$0.source] } ?? [] }
}

extension Bounce: DrawsPictures {
    public var pictures: [ImageSource] {
        if case .image(let source) = symbol { [source] } else { [] }
    }
}
