/// How the ends of open strokes are drawn.
public enum LineCap: Sendable { case butt, round, square }

/// How stroke segments meet.
public enum LineJoin: Sendable { case miter, round, bevel }

/// Which points a path with overlapping subpaths encloses.
public enum FillRule: Sendable { case winding, evenOdd }
