/// One parameter of a figure kind: how the spec spells it, what it accepts, its default, and what it
/// does. The same value decodes the spec and is listed by `poster figures`.
struct FigureParameter<Value> {
    let name: String
    /// What it accepts, as `poster figures` lists it: "integer 0...8", "colour", ...
    let accepts: String
    /// The default as people read it; nil when the parameter has no default.
    let defaultText: String?
    let summary: String
    let fallback: Value
    let decode: (SpecNode, SpecPath, Diagnostics) -> Value?

    var info: ParameterInfo { ParameterInfo(name: name, accepts: accepts, defaultText: defaultText, summary: summary) }
}

/// A parameter's description, without its type.
public struct ParameterInfo: Hashable, Sendable {
    public let name: String
    public let accepts: String
    public let defaultText: String?
    public let summary: String
}

extension FigureParameter where Value == Int {
    static func integer(_ name: String, _ range: ClosedRange<Int>, default fallback: Int, _ summary: String) -> Self {
        Self(name: name, accepts: "integer \(range.lowerBound)...\(range.upperBound)", defaultText: String(fallback), summary: summary, fallback: fallback, decode: Decode.integer(in: range))
    }
}

extension FigureParameter where Value == Double {
    static func number(_ name: String, _ range: ClosedRange<Double>, default fallback: Double, _ summary: String) -> Self {
        Self(
            name: name, accepts: "number \(SpecNode.format(range.lowerBound))...\(SpecNode.format(range.upperBound))",
            defaultText: SpecNode.format(fallback), summary: summary, fallback: fallback, decode: Decode.number(in: range))
    }

    /// An angle in degrees.
    static func angle(_ name: String, default fallback: Double, _ summary: String) -> Self {
        Self(name: name, accepts: "degrees", defaultText: SpecNode.format(fallback), summary: summary, fallback: fallback, decode: Decode.number(in: -3600...3600))
    }
}

extension FigureParameter where Value == Bool {
    static func flag(_ name: String, default fallback: Bool, _ summary: String) -> Self {
        Self(name: name, accepts: "true or false", defaultText: String(fallback), summary: summary, fallback: fallback, decode: Decode.bool)
    }
}

extension FigureParameter where Value == String {
    static func choice(_ name: String, _ choices: [String], default fallback: String, _ summary: String) -> Self {
        Self(name: name, accepts: choices.joined(separator: " | "), defaultText: fallback, summary: summary, fallback: fallback, decode: Decode.choice(choices))
    }
}

extension ObjectReader {
    /// The parameter's value, or its default when absent or invalid (the problem is recorded).
    func read<Value>(_ parameter: FigureParameter<Value>) -> Value {
        read(parameter.name, default: parameter.fallback, parameter.decode)
    }
}
