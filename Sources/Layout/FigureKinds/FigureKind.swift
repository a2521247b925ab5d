/// A figure kind of the spec: the object decoder of its parameters, whose `kind` key names it.
struct FigureKind {
    let name: String
    let decoder: ObjectDecoder<FigureSpec>

    /// `fields` follow a "kind" key fixed to `name`.
    init(_ name: String, _ summary: String, fields: [FieldInfo], build: @escaping (ObjectValues) -> FigureSpec?) {
        self.name = name
        let kind = Field<String>.required("kind", Decoders.constant(name), "the figure kind")
        decoder = ObjectDecoder("\(name.prefix(1).uppercased())\(name.dropFirst())Figure", summary, fields: [kind.info] + fields, build: build)
    }

    /// The kind as `poster figures` lists it.
    var info: FigureKindInfo {
        FigureKindInfo(
            name: name, summary: decoder.summary,
            parameters: decoder.fields.dropFirst().map { ParameterInfo(name: $0.name, accepts: $0.expectation, defaultText: $0.defaultText, summary: $0.summary) })
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
