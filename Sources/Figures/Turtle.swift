import Geometry

/// What a turtle hands on as it walks: each segment it draws, with the marks it carries then.
protocol TurtleSink {
    /// A segment from `start` to `end`; `shade` is the turtle's bracket depth plus its `'` steps,
    /// `thinning` the `!` it has met (each narrows the pen).
    mutating func segment(from start: Point, to end: Point, shade: Int, thinning: Int)
}

/// The turtle that reads an L-system's symbols, in the plane with y up: `F` and `G` draw a step of
/// length 1, `f` moves one without drawing, `+` turns left (counter-clockwise) and `-` right by the
/// angle, `|` turns around, `[` saves the turtle's state and `]` takes the last one saved back, `!`
/// narrows the pen and `'` steps to the next colour (both until the next `]`). Other symbols mean nothing.
struct Turtle<Sink: TurtleSink> {
    /// The turtle's state that `[` saves.
    private struct State {
        var position = Point(0, 0)
        /// Turns by the angle (each `+` one more, each `-` one less), and whether `|` reversed the heading.
        var turns = 0, reversed = false
        var shade = 0, thinning = 0
    }

    var sink: Sink
    private var state = State()
    private var saved: [State] = []
    private let headings: Headings

    /// A turtle at the origin heading `heading` degrees counter-clockwise from +x, turning by `angle` degrees.
    init(heading: Double, angle: Double, sink: Sink) {
        self.sink = sink
        headings = Headings(start: heading, turn: angle)
    }

    mutating func perform(_ symbol: UInt8) {
        switch symbol {
        case UInt8(ascii: "F"), UInt8(ascii: "G"):
            let end = state.position + headings.direction(state.turns, reversed: state.reversed)
            sink.segment(from: state.position, to: end, shade: state.shade, thinning: state.thinning)
            state.position = end
        case UInt8(ascii: "f"): state.position = state.position + headings.direction(state.turns, reversed: state.reversed)
        case UInt8(ascii: "+"): state.turns &+= 1
        case UInt8(ascii: "-"): state.turns &-= 1
        case UInt8(ascii: "|"): state.reversed.toggle()
        case UInt8(ascii: "["):
            saved.append(state)
            state.shade &+= 1
        case UInt8(ascii: "]"): if let last = saved.popLast() { state = last }
        case UInt8(ascii: "!"): state.thinning &+= 1
        case UInt8(ascii: "'"): state.shade &+= 1
        default: break
        }
    }

    /// The unit step in each heading: a table when the turn divides a whole turn (every preset's
    /// does), so that a million turns add no rounding and cost no sine.
    private struct Headings {
        let start: Double
        let turn: Double
        let table: [Vector]

        init(start: Double, turn: Double) {
            self.start = start
            self.turn = turn
            let steps = 360 / turn
            let whole = steps.rounded()
            let divides = turn != 0 && abs(steps - whole) < 1e-9 && abs(whole) <= 3600
            table = divides ? (0..<Int(abs(whole))).map { Self.unit(start + Double($0) * abs(turn)) } : []
        }

        func direction(_ turns: Int, reversed: Bool) -> Vector {
            let step: Vector
            if table.isEmpty {
                step = Self.unit(start + Double(turns) * turn)
            } else {
                let index = (turn > 0 ? turns : -turns) % table.count
                step = table[index < 0 ? index + table.count : index]
            }
            return reversed ? -step : step
        }

        /// The unit vector `degrees` counter-clockwise from +x (y up).
        private static func unit(_ degrees: Double) -> Vector {
            let angle = Angle.degrees(degrees)
            return Vector(angle.cos, angle.sin)
        }
    }
}
