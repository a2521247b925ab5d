import FileIO
import Glibc
import Scene
import SpecReader

/// How a figure parameter can be set by hand, read from the same field declaration as its schema: a
/// stepper for whole numbers, a slider for other numbers, a picker for colours, a choice, a toggle.
public enum ParameterControl: Hashable, Sendable {
    case stepper(ClosedRange<Double>)
    case slider(ClosedRange<Double>)
    case colour
    case choice([String])
    case toggle

    /// The control a value of `schema` takes (the first alternative that has one), or nil.
    package init?(schema: JSONValue) {
        guard case .object(let members) = schema else { return nil }
        let value = { (key: String) in members.first { $0.key == key }?.value }
        let range = { () -> ClosedRange<Double>? in
            guard case .number(let low)? = value("minimum"), case .number(let high)? = value("maximum"), low <= high else { return nil }
            return low...high
        }
        switch (value("type"), value("$ref"), value("enum"), value("anyOf")) {
        case (.string("integer")?, _, _, _):
            guard let range = range() else { return nil }
            self = .stepper(range)
        case (.string("number")?, _, _, _):
            guard let range = range() else { return nil }
            self = .slider(range)
        case (.string("boolean")?, _, _, _): self = .toggle
        case (_, .string("#/$defs/\(ColorParser.definition.name)")?, _, _): self = .colour
        case (_, _, .array(let options)?, _):
            self = .choice(options.compactMap { if case .string(let s) = $0 { s } else { nil } })
        case (_, _, _, .array(let alternatives)?):
            guard let control = alternatives.lazy.compactMap(ParameterControl.init(schema:)).first else { return nil }
            self = control
        default: return nil
        }
    }
}

/// A parameter of a figure kind that can be set by hand, as a preview offers it.
public struct ControlledParameter: Hashable, Sendable {
    public let name: String
    public let control: ParameterControl
    /// The value when the spec leaves the key out, as JSON text.
    public let defaultText: String?
    public let summary: String
}

extension FigureSpec {
    /// The parameters of figure kind `kind` that can be set by hand, in the kind's order; nil for an unknown kind.
    public static func controlledParameters(ofKind kind: String) -> [ControlledParameter]? {
        guard let figureKind = FigureKinds.kind(named: kind) else { return nil }
        return figureKind.decoder.fields.dropFirst().compactMap { field in
            ParameterControl(schema: field.schema).map {
                ControlledParameter(name: field.name, control: $0, defaultText: field.defaultText, summary: field.summary)
            }
        }
    }

    /// A colour as "#rrggbb" (a colour picker's form), or nil when `text` is not a colour.
    public static func hexColour(_ text: String) -> String? {
        guard let color = ColorParser.parse(text) else { return nil }
        let byte = { (c: Double) in String(cFormat: "%02x", Int((min(max(c, 0), 1) * 255).rounded())) }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
