/// SVG path data (the `d` attribute, SVG 2 §9.3): every command, absolute and relative, its implicit
/// repetitions, smooth curves reflecting the previous control point, and elliptical arcs lowered to
/// cubics. Anything else is refused at the character where it goes wrong.
public enum SVGPathData {
    /// Why path data cannot be read: what was expected, at which character (0-based, in Unicode
    /// scalars).
    public struct Failure: Error, Equatable {
        public var offset: Int
        public var message: String

        public init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// The most numbers a path may hold, so that a spec cannot ask for an unbounded outline.
    public static let maximumNumbers = 100_000

    /// The outline `data` describes, in its own coordinates.
    public static func path(_ data: String) throws(Failure) -> Path {
        var reader = Reader(Array(data.unicodeScalars))
        var builder = PathBuilder()
        var current = Point.zero, start = Point.zero
        // The second control point of the previous curve, for S and T; nil when it was not that kind of curve.
        var lastCubic: Point?, lastQuad: Point?
        var command: Unicode.Scalar?
        reader.skipSpace()
        guard !reader.atEnd else { throw Failure(offset: 0, message: "the path is empty: give commands such as \"M 0 0 L 10 10\"") }
        while true {
            reader.skipSpace()
            if reader.atEnd { break }
            if let letter = reader.command() {
                command = letter
            } else if command == nil || command == "Z" || command == "z" {
                throw reader.failure(command == nil ? "expected a command (M to begin)" : "expected a command after Z")
            }
            guard let letter = command else { break }
            if builder.isEmpty, letter != "M", letter != "m" { throw reader.failure("a path begins with M (moveto), found \"\(letter)\"", back: 1) }
            let relative = letter.properties.isLowercase
            let origin = relative ? current : .zero
            func point() throws(Failure) -> Point {
                let x = try reader.number(), y = try reader.number()
                return Point(origin.x + x, origin.y + y)
            }
            switch letter {
            case "M", "m":
                current = try point()
                start = current
                builder.move(to: current)
                // Pairs after a moveto are linetos of the same kind.
                command = relative ? "l" : "L"
                lastCubic = nil
                lastQuad = nil
            case "L", "l":
                current = try point()
                builder.line(to: current)
                lastCubic = nil
                lastQuad = nil
            case "H", "h":
                current = Point((relative ? current.x : 0) + (try reader.number()), current.y)
                builder.line(to: current)
                lastCubic = nil
                lastQuad = nil
            case "V", "v":
                current = Point(current.x, (relative ? current.y : 0) + (try reader.number()))
                builder.line(to: current)
                lastCubic = nil
                lastQuad = nil
            case "C", "c", "S", "s":
                let smooth = letter == "S" || letter == "s"
                let c1 = smooth ? lastCubic.map { current + (current - $0) } ?? current : try point()
                let c2 = try point(), end = try point()
                builder.cubic(to: end, control1: c1, control2: c2)
                lastCubic = c2
                lastQuad = nil
                current = end
            case "Q", "q", "T", "t":
                let smooth = letter == "T" || letter == "t"
                let c = smooth ? lastQuad.map { current + (current - $0) } ?? current : try point()
                let end = try point()
                builder.quad(to: end, control: c)
                lastQuad = c
                lastCubic = nil
                current = end
            case "A", "a":
                let rx = abs(try reader.number()), ry = abs(try reader.number())
                let rotation = try reader.number()
                let large = try reader.flag(), sweep = try reader.flag()
                let end = try point()
                EllipticalArc(from: current, to: end, rx: rx, ry: ry, rotation: Angle.degrees(rotation), large: large, sweep: sweep).append(to: &builder)
                lastCubic = nil
                lastQuad = nil
                current = end
            case "Z", "z":
                builder.close()
                current = start
                lastCubic = nil
                lastQuad = nil
            default:
                throw reader.failure("\"\(letter)\" is not a path command (M L H V C S Q T A Z, or their lowercase)", back: 1)
            }
            if reader.numbers > maximumNumbers { throw reader.failure("the path holds more than \(maximumNumbers) numbers") }
        }
        guard let path = builder.finish() else { throw Failure(offset: 0, message: "the path draws nothing") }
        return path
    }

    /// Reads path data a token at a time.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var numbers = 0

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var atEnd: Bool { index >= scalars.count }

        func failure(_ message: String, back: Int = 0) -> Failure {
            Failure(offset: max(0, index - back), message: message)
        }

        mutating func skipSpace() {
            while index < scalars.count, [" ", "\t", "\n", "\r", "\u{0C}"].contains(scalars[index]) { index += 1 }
        }

        /// Spaces, then at most one comma and the spaces after it.
        mutating func skipSeparator() {
            skipSpace()
            if index < scalars.count, scalars[index] == "," {
                index += 1
                skipSpace()
            }
        }

        /// The command letter here, if there is one.
        mutating func command() -> Unicode.Scalar? {
            guard index < scalars.count, scalars[index].properties.isAlphabetic, scalars[index] != "e", scalars[index] != "E" else { return nil }
            defer { index += 1 }
            return scalars[index]
        }

        /// A number: an optional sign, digits with an optional fraction, an optional exponent.
        mutating func number() throws(Failure) -> Double {
            skipSeparator()
            let begin = index
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            var digits = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                index += 1
                digits += 1
            }
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    index += 1
                    digits += 1
                }
            }
            guard digits > 0 else {
                index = begin
                throw failure(atEnd ? "the path ends where a number was expected" : "expected a number, found \"\(scalars[index])\"")
            }
            if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                let mark = index
                index += 1
                if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
                var exponent = 0
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    index += 1
                    exponent += 1
                }
                if exponent == 0 { index = mark }
            }
            let text = String(String.UnicodeScalarView(scalars[begin..<index]))
            guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else {
                index = begin
                throw failure("\(text) is not a number from -1e9 to 1e9")
            }
            numbers += 1
            return value
        }

        /// An arc's flag: 0 or 1, which may be written without a separator after it.
        mutating func flag() throws(Failure) -> Bool {
            skipSeparator()
            guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
                throw failure(atEnd ? "the path ends where an arc's flag (0 or 1) was expected" : "expected an arc's flag, 0 or 1, found \"\(scalars[index])\"")
            }
            defer { index += 1 }
            numbers += 1
            return scalars[index] == "1"
        }
    }
}
