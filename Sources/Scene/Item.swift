/// One thing drawn on a page, in page points.
public indirect enum Item: Hashable, Sendable {
    case shape(Shape)
    case text(Text)
    case group(Group)
    /// A symbol drawn under several transforms: self-similar figures stay small in vector output.
    case instances(Instances)
    case image(PlacedImage)
}
