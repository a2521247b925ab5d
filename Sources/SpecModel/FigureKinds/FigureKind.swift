import Figures
import SpecReader

/// A figure kind of the spec: its name, and the object decoder of its parameters that builds the figure.
package struct FigureKind {
    package let name: String
    package let decoder: ObjectDecoder<FigureSpec>

    /// The kind's object is `{ "kind": name, parameters... }`; `build` receives the parameters' values
    /// in the order they are given, and the context to report problems across them (a figure of any type:
    /// a recursive kind gives an `AutomaticDepth` for a depth written "auto").
    package init<each Parameter: Sendable>(
        _ name: String, _ summary: String, details: String? = nil, _ parameters: repeat Field<each Parameter>,
        build: @escaping @Sendable (ObjectContext, repeat each Parameter) -> (any Figure)?
    ) {
        self.name = name
        let kind = Field<String>.required("kind", Decoders.constant(name), "the figure kind")
        var decoder = ObjectDecoder("\(name.prefix(1).uppercased())\(name.dropFirst())Figure", summary, tags: [kind.info], repeat each parameters, build: build)
            .map { FigureSpec(kind: name, $0) }
        decoder.details = details
        self.decoder = decoder
    }

    /// The kind as `poster figures` lists it.
    package var info: FigureKindInfo {
        FigureKindInfo(
            name: name, summary: decoder.summary,
            parameters: decoder.fields.dropFirst().map {
                ParameterInfo(name: $0.name, accepts: $0.expectation, defaultText: $0.defaultText, summary: $0.summary)
            })
    }
}

/// A figure kind as `poster figures` lists it.
public struct FigureKindInfo: Hashable, Sendable {
    public let name: String
    public let summary: String
    public let parameters: [ParameterInfo]
}

/// A parameter as `poster figures` lists it.
public struct ParameterInfo: Hashable, Sendable {
    public let name: String
    public let accepts: String
    public let defaultText: String?
    public let summary: String
}
