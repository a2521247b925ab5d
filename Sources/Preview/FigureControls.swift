import Pipeline
import SpecReader

/// The controls the preview page offers for one figure of the spec: one per parameter that can be set
/// by hand, made from the kind's field declarations (as its schema is), holding the value the spec
/// writes (or the default it leaves).
struct FigureControls: Codable, Hashable {
    struct Parameter: Codable, Hashable {
        let name: String
        /// "stepper", "slider", "colour", "choice" or "toggle".
        let control: String
        var minimum: Double?
        var maximum: Double?
        var step: Double?
        var options: [String]?
        /// The value shown: a number, a text (colours as #rrggbb) or a flag.
        var number: Double?
        var text: String?
        var flag: Bool?
        /// Whether the spec writes the key (false: the default is shown).
        let written: Bool
        let summary: String
    }

    /// The figure's path, as diagnostics write it: `pages[0].cells[2].figure`.
    let figure: String
    let kind: String
    /// Its cell's caption, when the cell writes one as text.
    let caption: String?
    let line: Int
    let parameters: [Parameter]

    /// The controls of every figure `editor`'s spec writes out.
    static func of(_ editor: SpecEditor) -> [FigureControls] {
        var kinds: [String: [ControlledParameter]] = [:]
        return editor.figures().compactMap { path, node, caption in
            guard case .object(let members) = node.value, case .string(let kind)? = members.first(where: { $0.key == "kind" })?.value.value,
                let declared = kinds[kind] ?? FigureSpec.controlledParameters(ofKind: kind)
            else { return nil }
            kinds[kind] = declared
            let parameters = declared.compactMap { declared -> Parameter? in
                let written = members.first { $0.key == declared.name }?.value
                let value = written ?? declared.defaultText.flatMap { try? JSONParser.parse($0) }
                return parameter(declared, value: value?.value, written: written != nil)
            }
            return FigureControls(figure: path.description, kind: kind, caption: caption, line: node.position.line, parameters: parameters)
        }
    }

    /// The parameter's control holding `value`; nil when the value is not one the control can show (a
    /// placeholder filled from data, "auto", a sweep).
    private static func parameter(_ declared: ControlledParameter, value: SpecNode.Value?, written: Bool) -> Parameter? {
        var parameter: Parameter
        switch (declared.control, value) {
        case (.stepper(let range), .number(let n)?):
            parameter = Parameter(name: declared.name, control: "stepper", written: written, summary: declared.summary)
            (parameter.minimum, parameter.maximum, parameter.step, parameter.number) = (range.lowerBound, range.upperBound, 1, n)
        case (.slider(let range), .number(let n)?):
            // An angle may be written up to ten turns either way; its slider spans one turn each way.
            let shown = range.upperBound - range.lowerBound > 720 ? max(range.lowerBound, -360)...min(range.upperBound, 360) : range
            let width = shown.upperBound - shown.lowerBound
            parameter = Parameter(name: declared.name, control: "slider", written: written, summary: declared.summary)
            (parameter.minimum, parameter.maximum, parameter.step, parameter.number) = (
                shown.lowerBound, shown.upperBound, width <= 2 ? 0.01 : width <= 20 ? 0.1 : 1, n
            )
        case (.colour, .string(let s)?):
            guard let hex = FigureSpec.hexColour(s) else { return nil }
            parameter = Parameter(name: declared.name, control: "colour", written: written, summary: declared.summary)
            parameter.text = hex
        case (.choice(let options), .string(let s)?):
            parameter = Parameter(name: declared.name, control: "choice", written: written, summary: declared.summary)
            (parameter.options, parameter.text) = (options, s)
        case (.toggle, .bool(let b)?):
            parameter = Parameter(name: declared.name, control: "toggle", written: written, summary: declared.summary)
            parameter.flag = b
        default: return nil
        }
        return parameter
    }
}
