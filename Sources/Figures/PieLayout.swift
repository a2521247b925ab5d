import Geometry

/// Splits a pie's frame into the chart's square and the legend's area, and sizes the radius to leave
/// room for outside labels.
struct PieLayout {
    let chart: Rect
    let legend: Rect?
    let radius: Double

    init(frame: Rect, legend: Bool, outsideLabels: Bool) {
        if legend {
            if frame.width >= frame.height {
                let split = frame.width * 0.65
                chart = Rect(x: frame.minX, y: frame.minY, width: split, height: frame.height)
                self.legend = Rect(x: frame.minX + split, y: frame.minY, width: frame.width - split, height: frame.height)
            } else {
                let split = frame.height * 0.7
                chart = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: split)
                self.legend = Rect(x: frame.minX, y: frame.minY + split, width: frame.width, height: frame.height - split)
            }
        } else {
            chart = frame
            self.legend = nil
        }
        radius = chart.minSide / 2 * (outsideLabels ? 0.6 : 0.95)
    }
}
