import Geometry
import Glibc
import SpecReader

/// The sizes a page's texts take when they ask for none, named for their place. Every size is the body
/// size times a power of one ratio (2^(1/3) unless the theme says: three steps double the size): a
/// heading one step above the body, a subtitle two, a title four (2.52 times the body); a caption and a
/// footer one step below (0.79 times). The body is 1/100 of the page's short side, and 10pt on A3 and
/// smaller pages, where that would be too small to read.
package struct TypeScale: Hashable, Sendable {
    package enum Step: String, CaseIterable, Hashable, Sendable {
        case title, subtitle, heading, body, caption, footer

        /// How many ratios above the body it is.
        var steps: Double {
            switch self {
            case .title: 4
            case .subtitle: 2
            case .heading: 1
            case .body: 0
            case .caption, .footer: -1
            }
        }
    }

    /// The body size; nil: worked out from the page.
    package var body: Double?
    /// The ratio between one step and the next.
    package var ratio: Double
    /// Sizes the theme sets outright, over the scale's.
    package var sizes: [Step: Double]

    package static let defaultRatio = pow(2, 1.0 / 3)
    /// The least body size: 10pt, for A3 and smaller pages.
    package static let leastBody = 10.0
    /// The body size as a share of the page's short side, on pages large enough.
    package static let bodyShare = 0.01

    package init(body: Double? = nil, ratio: Double = defaultRatio, sizes: [Step: Double] = [:]) {
        self.body = body
        self.ratio = ratio
        self.sizes = sizes
    }

    /// The size of `step` on a page of `page` (its trim).
    package func size(_ step: Step, onPage page: Size) -> Double {
        if let size = sizes[step] { return size }
        let body = body ?? max(Self.leastBody, min(page.width, page.height) * Self.bodyShare)
        return body * pow(ratio, step.steps)
    }

    static var ratioField: Field<Double> {
        .defaulted(
            "ratio", Decoders.number(1...3), defaultRatio, shown: "1.26",
            "how much larger each step is than the one below (2^(1/3): three steps double the size)")
    }

    static func sizeField(_ step: Step) -> Field<Double?> {
        let what =
            switch step {
            case .body: "body size: text cells (default: 1/100 of the page's short side, at least 10pt)"
            case .title: "title size (default: four steps above the body)"
            case .subtitle: "subtitle size (default: two steps above the body)"
            case .heading: "heading size, for texts that ask for \"heading\" (default: one step above the body)"
            case .caption: "caption size (default: one step below the body)"
            case .footer: "footer size (default: one step below the body)"
            }
        return .optional(step.rawValue, Length.decoder(1...1000), what)
    }

    package static let object: ObjectDecoder<TypeScale> = ObjectDecoder(
        "TypeScale", "the sizes of a page's texts: a body size and a ratio, or any size set outright",
        ratioField, sizeField(.body), sizeField(.title), sizeField(.subtitle), sizeField(.heading), sizeField(.caption), sizeField(.footer)
    ) { _, ratio, body, title, subtitle, heading, caption, footer in
        let set: [(Step, Double?)] = [(.title, title), (.subtitle, subtitle), (.heading, heading), (.caption, caption), (.footer, footer)]
        return TypeScale(body: body, ratio: ratio, sizes: Dictionary(uniqueKeysWithValues: set.compactMap { step, size in size.map { (step, $0) } }))
    }

    /// A size written as a length or as a step's name (`"caption"`).
    package enum Written: Hashable, Sendable {
        case points(Double)
        case step(Step)
    }

    /// A length such as `"12pt"`, or a step of the scale by name.
    package static let writtenDecoder: ValueDecoder<Written> = Decoders.union(
        "a length such as 12pt, or a size of the theme's scale (\(Decoders.quoted(Step.allCases.map(\.rawValue))))",
        [
            // A word is a name (a length starts with a digit or a sign): "headline" hears the names and a did-you-mean.
            (
                { node in if case .string(let s) = node.value { s.first?.isLetter == true } else { false } },
                Decoders.choice(of: Step.self).map(Written.step)
            ),
            ({ _ in true }, Length.decoder(1...1000).map(Written.points)),
        ])
}
