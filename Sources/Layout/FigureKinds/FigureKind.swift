/// A figure kind of the spec: its name, what it draws, its parameters, and how to decode it.
struct FigureKind: Sendable {
    let name: String
    let summary: String
    let parameters: [ParameterInfo]
    let decode: @Sendable (ObjectReader) -> FigureSpec?
}

/// A figure kind as `poster figures` lists it.
public struct FigureKindInfo: Hashable, Sendable {
    public let name: String
    public let summary: String
    public let parameters: [ParameterInfo]
}
