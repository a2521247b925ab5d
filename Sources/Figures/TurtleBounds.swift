import Geometry

/// Counts a turtle's segments and boxes them, building nothing: what fitting a figure to its frame
/// needs before it is drawn.
struct TurtleBounds: TurtleSink {
    private(set) var segments = 0
    private var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    /// The box of every segment's ends; nil when none was drawn.
    var box: Rect? { segments == 0 ? nil : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    mutating func segment(from start: Point, to end: Point, shade: Int, thinning: Int) {
        segments += 1
        minX = min(minX, start.x, end.x)
        minY = min(minY, start.y, end.y)
        maxX = max(maxX, start.x, end.x)
        maxY = max(maxY, start.y, end.y)
    }
}
