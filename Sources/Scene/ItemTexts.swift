extension Array where Element == Item {
    /// The items with every text (in groups and symbols too) replaced by what `transform` makes of it,
    /// or left out where it gives nil.
    public func mappingTexts(_ transform: (Text) -> Text?) -> [Item] {
        compactMap { item in
            switch item {
            case .text(let text): return transform(text).map(Item.text)
            case .group(var group):
                group.items = group.items.mappingTexts(transform)
                return .group(group)
            case .instances(var instances):
                instances.symbol.items = instances.symbol.items.mappingTexts(transform)
                return .instances(instances)
            case .shape, .image: return item
            }
        }
    }
}
