/// Which points an outline encloses where its subpaths overlap.
public enum FillRule: Hashable, Sendable {
    case nonZero, evenOdd
}
