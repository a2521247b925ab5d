import Figures
import Geometry
import Scene
import TestSupport
import Testing

@Suite struct PieTests {
    static let frame = Rect(x: 0, y: 0, width: 300, height: 300)
    static let values = [3.0, 2, 1, 0.5]

    @Test(arguments: [true, false])
    func sliceAnglesAreProportionalAndAddUpToATurn(_ clockwise: Bool) {
        let pie = Pie(
            slices: Self.values.map { Pie.Slice(value: $0) }, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: clockwise, innerRadius: 0,
            explode: 0, labels: .none, legend: false, otherThreshold: nil)
        let wedges = pie.wedges
        let total = Self.values.reduce(0, +)
        #expect(approx(wedges.map { abs($0.sweep.degrees) }.reduce(0, +), 360))
        for (wedge, value) in zip(wedges, Self.values) {
            #expect(approx(abs(wedge.sweep.degrees), 360 * value / total))
            #expect((wedge.sweep.degrees > 0) == clockwise)
        }
        #expect(approx(wedges[0].start.degrees, -90))
        for (a, b) in zip(wedges, wedges.dropFirst()) {
            #expect(approx((a.start + a.sweep).degrees, b.start.degrees))
        }
    }

    @Test func firstSliceStartsAtTwelveOClockGoingClockwise() throws {
        let pie = Pie(
            slices: [Pie.Slice(value: 1), Pie.Slice(value: 3)], startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true, innerRadius: 0, explode: 0,
            labels: .none, legend: false, otherThreshold: nil)
        let path = try #require(Pie.wedgePath(pie.wedges[0], center: Point(0, 0), radius: 10, inner: 0))
        // A quarter from twelve o'clock clockwise is the top-right quadrant (x > 0, y < 0 on screen).
        #expect(approx(path.bounds, Rect(x: 0, y: -10, width: 10, height: 10), tolerance: 1e-9))
        #expect(path.signedArea > 0)
    }

    @Test func singleWedgeIsTheCountdownPie() {
        let pie = Pie(
            slices: [], startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: true, innerRadius: 0, explode: 0, labels: .none, legend: false,
            otherThreshold: nil)
        #expect(pie.wedges.count == 1)
        #expect(approx(pie.wedges[0].sweep.degrees, 270))
        let back = Pie(
            slices: [], startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false, innerRadius: 0, explode: 0, labels: .none, legend: false,
            otherThreshold: nil)
        #expect(approx(back.wedges[0].sweep.degrees, -90))
        #expect(
            approx(
                Pie(
                    slices: [], startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true, innerRadius: 0, explode: 0, labels: .none, legend: false,
                    otherThreshold: nil
                ).wedges[0].sweep.degrees, 360))
    }

    @Test func donutSlicesHaveAHole() throws {
        let wedge = Pie.Wedge(start: .zero, sweep: .degrees(360))
        let path = try #require(Pie.wedgePath(wedge, center: .zero, radius: 10, inner: 5))
        #expect(approx(path.signedArea, .pi * 75, tolerance: 1e-3))
    }

    @Test func smallSlicesAreGroupedAsOther() {
        let pie = Pie(
            slices: [50, 40, 4, 3, 3].map { Pie.Slice(value: $0) }, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true, innerRadius: 0,
            explode: 0, labels: .none, legend: false, otherThreshold: 0.05)
        #expect(pie.shownSlices.map(\.value) == [50, 40, 10])
        #expect(pie.shownSlices.last?.label == "Other")
        let single = Pie(
            slices: [50, 40, 4].map { Pie.Slice(value: $0) }, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true, innerRadius: 0, explode: 0,
            labels: .none, legend: false, otherThreshold: 0.05)
        #expect(single.shownSlices.count == 3)
    }

    @Test(arguments: [3, 8, 24])
    func labelsNeverOverlapAndStayInTheFrame(_ count: Int) {
        let slices = (0..<count).map { Pie.Slice(value: $0 == 0 ? 50 : 1, label: "slice number \($0)") }
        let items = Pie(
            slices: slices, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true, innerRadius: 0, explode: 0, labels: .label, legend: false,
            otherThreshold: nil
        ).items(in: Self.frame, style: FigureStyle())
        let boxes = items.compactMap { item -> Rect? in if case .text(let t) = item { t.box } else { nil } }
        #expect(boxes.count == count)
        for (i, a) in boxes.enumerated() {
            #expect(a.minY >= Self.frame.minY - 1e-9 && a.maxY <= Self.frame.maxY + 1e-9)
            #expect(a.minX >= Self.frame.minX - 1e-9 && a.maxX <= Self.frame.maxX + 1e-9)
            for b in boxes[(i + 1)...] {
                let disjoint = a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY
                #expect(disjoint, "\(a) overlaps \(b)")
            }
        }
    }

    @Test func legendHasASwatchAndLabelPerSlice() {
        let slices = [Pie.Slice(value: 1, label: "a"), Pie.Slice(value: 2, label: "b", color: .white)]
        let items = Pie(
            slices: slices, startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true, innerRadius: 0, explode: 0, labels: .none, legend: true,
            otherThreshold: nil
        ).items(in: Rect(x: 0, y: 0, width: 400, height: 200), style: FigureStyle(palette: [.black]))
        let texts = items.compactMap { item -> String? in if case .text(let t) = item { t.string } else { nil } }
        #expect(texts == ["a", "b"])
        #expect(items.count == 2 + 2 * 2)
    }
}
