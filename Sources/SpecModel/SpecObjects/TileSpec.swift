import Geometry
import Imposition
import SpecReader

/// `print.tile`: the spec's own request to print each page on sheets of a smaller paper, as
/// `poster render --tile` asks for it. A paper alone ("A4") takes the defaults.
package enum TileSpec {
    package static var paper: Field<Size> {
        .required("paper", PageSetup.sizeDecoder, "the paper each sheet is: a paper size such as \"A4\" or \"Letter\", or \"WIDTH x HEIGHT\"")
    }
    package static var orientation: Field<TileRequest.Orientation> {
        .defaulted(
            "orientation", Decoders.choice(of: TileRequest.Orientation.self), .auto,
            "which way sheets are turned; \"auto\" takes the way that needs fewer sheets")
    }
    package static var overlap: Field<Double> {
        .defaulted(
            "overlap", Length.decoder(0...PageSetup.maximumSide), TileRequest.defaultOverlap, shown: "\"10mm\"",
            "what neighbouring sheets both print where they join")
    }
    package static var margin: Field<Double> {
        .defaulted(
            "margin", Length.decoder(0...PageSetup.maximumSide), TileRequest.defaultMargin, shown: "\"5mm\"",
            "the edge of each sheet the printer cannot print: nothing is printed there")
    }
    package static var scale: Field<TileScale> {
        .defaulted(
            "scale", scaleDecoder, .factor(1), shown: "1", "the poster's size: a percentage of the page (\"50%\"), a factor, or a finished size (\"A1\")")
    }
    package static var marks: Field<Bool> {
        .defaulted("marks", Decoders.bool, true, "cut and glue lines, registration marks and each sheet's name, in the overlaps")
    }

    package static let object: ObjectDecoder<TileRequest> = ObjectDecoder(
        "Tile", "how each page is cut into sheets of a smaller paper, with an assembly map first", paper, orientation, overlap, margin, scale, marks
    ) { v, paper, orientation, overlap, margin, scale, marks in
        var request = TileRequest(origin: .spec(v.node.position, v.path))
        request.paper = paper
        request.orientation = orientation
        request.overlap = overlap
        request.margin = margin
        request.scale = scale
        request.marks = marks
        let fields: [(TileField, (position: SourcePosition, path: SpecPath)?)] = [
            (.paper, v.place(of: Self.paper)), (.orientation, v.place(of: Self.orientation)), (.overlap, v.place(of: Self.overlap)),
            (.margin, v.place(of: Self.margin)), (.scale, v.place(of: Self.scale)), (.marks, v.place(of: Self.marks)),
        ]
        for (field, place) in fields {
            if let place { request.sources[field] = .spec(place.position, place.path) }
        }
        return request
    }

    /// A paper alone, or the object.
    package static let decoder: ValueDecoder<TileRequest> = {
        let shorthand = PageSetup.sizeDecoder.mapLocated { size, node, path in
            var request = TileRequest(origin: .spec(node.position, path))
            request.paper = size
            request.sources[.paper] = request.origin
            return request
        }
        return Decoders.union(
            "a paper such as \"A4\", or a Tile object",
            [({ @Sendable in $0.isString }, shorthand), ({ @Sendable in $0.isObject }, object.decoder)])
    }()

    static let scaleDecoder: ValueDecoder<TileScale> = ValueDecoder(
        TileScale.expectation,
        schema: .object([
            "anyOf": .array([
                .object(["type": .string("number"), "minimum": .number(TileScale.factors.lowerBound), "maximum": .number(TileScale.factors.upperBound)]),
                .object(["type": .string("string")]),
            ])
        ])
    ) { node, path, d in
        let parsed: TileScale?
        switch node.value {
        case .number(let n): parsed = TileScale.factors.contains(n) ? .factor(n) : nil
        case .string(let s): parsed = TileScale.parse(s)
        default: parsed = nil
        }
        guard let parsed else {
            d.error("expected \(TileScale.expectation) (from 1% to 10000%), found \(node.kindDescription)", at: node, path)
            return nil
        }
        return parsed
    }
}
