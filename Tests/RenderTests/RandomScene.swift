import Figures
import Geometry
import Scene

/// A seeded source of random numbers for random scenes.
struct SeededRandom {
    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
    mutating func int(below n: Int) -> Int { Int.random(in: 0..<n, using: &generator) }
    mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
}

/// Random pages of everything a raster page draws: curved paths filled and stroked in solid colours
/// and gradients, opaque and translucent, nested instances whose fills are batched, groups with
/// transforms, clips and opacity, and text.
enum RandomScene {
    static func page(_ random: inout SeededRandom) -> Page {
        let size = Size(random.double(120...360), random.double(120...480))
        let background: Color? = random.chance(0.5) ? color(&random, opaque: true) : nil
        let items = (0..<(4 + random.int(below: 10))).map { _ in item(&random, in: size, depth: 0) }
        return Page(size: size, background: background, items: items)
    }

    static func item(_ random: inout SeededRandom, in size: Size, depth: Int) -> Item {
        switch random.int(below: depth > 1 ? 2 : 5) {
        case 0, 1: return .shape(shape(&random, in: size))
        case 2: return .instances(instances(&random, in: size))
        case 3:
            let clip: Path? = random.chance(0.5) ? path(&random, in: size) : nil
            let transform = Affine.rotate(.degrees(random.double(-30...30)), about: Point(size.width / 2, size.height / 2))
            let items = (0..<(1 + random.int(below: 3))).map { _ in item(&random, in: size, depth: depth + 1) }
            return .group(Group(transform: transform, opacity: random.chance(0.5) ? random.double(0.2...0.9) : 1, clip: clip, items: items))
        default:
            let box = Rect(x: random.double(0...size.width / 2), y: random.double(0...size.height - 20), width: random.double(30...size.width / 2), height: 20)
            let words = ["poster", "Sierpiński", "Ἀθῆναι", "富士山", "bands", "αβγ"]
            return .text(
                Text(
                    words[random.int(below: words.count)], font: Font(family: "DejaVu Sans", size: random.double(6...18)), color: color(&random, opaque: false),
                    box: box))
        }
    }

    static func shape(_ random: inout SeededRandom, in size: Size) -> Shape {
        let stroke: Stroke? =
            random.chance(0.5)
            ? Stroke(
                paint: paint(&random, in: size), width: random.double(0.3...9), cap: [.butt, .round, .square][random.int(below: 3)],
                join: [.miter, .round, .bevel][random.int(below: 3)]) : nil
        return Shape(
            path: path(&random, in: size), fill: stroke == nil || random.chance(0.5) ? paint(&random, in: size) : nil,
            fillRule: random.chance(0.5) ? .nonZero : .evenOdd, stroke: stroke)
    }

    /// A carpet-like tree of symbols, two to four levels deep, whose leaves share one opaque fill (so
    /// that the page fills them in batches) or not.
    static func instances(_ random: inout SeededRandom, in size: Size) -> Instances {
        let fill = random.chance(0.7) ? Paint.solid(color(&random, opaque: true)) : paint(&random, in: size)
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        var leaf = PathBuilder()
        for _ in 0..<(1 + random.int(below: 4)) {
            let corner = Point(random.double(0...0.7), random.double(0...0.7))
            leaf.polygon([corner, Point(corner.x + 0.3, corner.y + random.double(0...0.3)), Point(corner.x + random.double(0...0.3), corner.y + 0.3)])
        }
        var symbol = Symbol(id: "leaf \(random.int(below: 1 << 30))", bounds: unit, items: [.shape(Shape(path: leaf.finish()!, fill: fill))])
        for level in 0..<(2 + random.int(below: 3)) {
            let transforms = (0..<(3 + random.int(below: 6))).map { _ in
                Affine.scale(random.double(0.25...0.5)).then(.rotate(.degrees(random.double(-20...20)))).then(
                    .translate(random.double(0...0.6), random.double(0...0.6)))
            }
            symbol = Symbol(
                id: "level \(level) \(random.int(below: 1 << 30))", bounds: unit, items: [.instances(Instances(symbol: symbol, transforms: transforms))])
        }
        let side = random.double(40...min(size.width, size.height))
        let placements = (0..<(1 + random.int(below: 3))).map { _ in
            Affine.scale(side).then(.translate(random.double(0...size.width - side), random.double(0...size.height - side)))
        }
        return Instances(symbol: symbol, transforms: placements)
    }

    static func path(_ random: inout SeededRandom, in size: Size) -> Path {
        var builder = PathBuilder()
        let point = { (random: inout SeededRandom) in Point(random.double(-20...size.width + 20), random.double(-20...size.height + 20)) }
        for _ in 0..<(1 + random.int(below: 3)) {
            builder.move(to: point(&random))
            for _ in 0..<(1 + random.int(below: 5)) {
                switch random.int(below: 3) {
                case 0: builder.line(to: point(&random))
                case 1: builder.quad(to: point(&random), control: point(&random))
                default: builder.cubic(to: point(&random), control1: point(&random), control2: point(&random))
                }
            }
            if random.chance(0.6) { builder.close() }
        }
        return builder.finish()!
    }

    static func paint(_ random: inout SeededRandom, in size: Size) -> Paint {
        let stops = [GradientStop(offset: 0, color: color(&random, opaque: false)), GradientStop(offset: 1, color: color(&random, opaque: false))]
        let a = Point(random.double(0...size.width), random.double(0...size.height)), b = Point(random.double(0...size.width), random.double(0...size.height))
        switch random.int(below: 4) {
        case 0: return .linear(from: a, to: b, stops: stops)
        case 1: return .radial(center: a, radius: random.double(10...200), focus: a, stops: stops, aspect: random.double(0.5...2))
        default: return .solid(color(&random, opaque: random.chance(0.6)))
        }
    }

    static func color(_ random: inout SeededRandom, opaque: Bool) -> Color {
        Color(red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1), alpha: opaque ? 1 : random.double(0.3...1))
    }
}
