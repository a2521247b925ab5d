/// How the ends of open strokes are drawn.
public enum LineCap: Sendable { case butt, round, square }

/// How stroke segments meet.
public enum LineJoin: Sendable { case miter, round, bevel }
