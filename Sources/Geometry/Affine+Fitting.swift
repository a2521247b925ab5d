extension Affine {
    /// Scales `box` by one factor to fit inside `frame` and centres it there, as an SVG viewBox meets its
    /// box (xMidYMid meet). A side of no length is left out of the choice; a box of none is moved only.
    public static func fitting(_ box: Rect, into frame: Rect) -> Affine {
        let scales = [frame.size.width / box.size.width, frame.size.height / box.size.height].filter { $0.isFinite && $0 > 0 }
        let k = scales.min() ?? 1
        return Affine.translate(-box.center.x, -box.center.y).then(.scale(k)).then(.translate(frame.center.x, frame.center.y))
    }
}
