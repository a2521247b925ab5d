/// What a spec holds, as `poster check` reports it.
public struct SpecSummary: Hashable, Sendable {
    public var pages: Int
    public var figures: Int
    public var estimatedElements: Int
}
