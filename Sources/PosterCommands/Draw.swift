import ArgumentParser
import Pipeline
import SpecReader

struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw one figure on a square page, without a spec.",
        discussion: "Only the parameters given are passed to the figure; the others take its defaults."
    )

    @Argument(help: "The figure kind: \(FigureSpec.kinds.joined(separator: ", ")).")
    var figure: String

    @Option(help: shortcut("level", "Recursion level, or auto for the deepest whose detail shows")) var level: String?
    @Option(help: shortcut("step", "Growth step, fractional allowed, or auto")) var step: String?
    @Option(help: shortcut("angle", "Angle in degrees")) var angle: Double?
    @Option(help: shortcut("sides", "Number of sides")) var sides: Int?
    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("Any other parameter, as NAME=VALUE; VALUE is JSON or plain text (repeatable).", valueName: "name=value"))
    var parameters: [String] = []
    @Option(help: "Side of the square page in points.") var size: Double = 512
    @Option(help: "Page background: a colour, or none for transparent.") var background: String?

    @OptionGroup var output: OutputOptions
    @OptionGroup var specOptions: SpecOptions

    func validate() throws {
        guard (16...14400).contains(size) else { throw ValidationError("--size must be from 16 to 14400 points, got \(size)") }
    }

    func run() throws {
        guard output.output != nil else { throw ValidationError("missing -o FILE") }
        let (path, format) = try output.resolve(defaultName: nil)
        var members: [SpecNode.Member] = [member("kind", .string(figure))]
        if let level { members.append(member("level", Self.value(level))) }
        if let step { members.append(member("step", Self.value(step))) }
        if let angle { members.append(member("angle", .number(angle))) }
        if let sides { members.append(member("sides", .number(Double(sides)))) }
        for parameter in parameters {
            guard let equals = parameter.firstIndex(of: "="), equals != parameter.startIndex else {
                throw ValidationError("--param expects NAME=VALUE, got '\(parameter)'")
            }
            members.append(member(String(parameter[..<equals]), Self.value(String(parameter[parameter.index(after: equals)...]))))
        }
        let job = Pipeline.Job(
            source: .figure(SpecNode(.object(members)), size: size, background: background, name: "poster draw"), policy: specOptions.policy,
            profile: OutputProfile(format: format, dpi: output.dpi, pngCompression: output.pngCompression, pdfStandard: output.pdfStandard), output: path)
        let loaded = Pipeline.load(job)
        for diagnostic in loaded.diagnostics {
            let parameter = diagnostic.path.flatMap { $0 == .root ? nil : "--\($0): " } ?? ""
            Console.printError("poster draw: \(diagnostic.severity.rawValue): \(parameter)\(diagnostic.message)")
        }
        do {
            for file in try Pipeline.write(loaded, job: job) { Console.printLine(file) }
        } catch .invalid {
            throw ExitCode(64)
        } catch {
            throw Console.fail(error)
        }
    }

    /// A flag's help. The kinds that have its parameter are those `poster figures` lists it for: named
    /// there from each kind's own declaration, not here, so that a new kind changes no flag.
    private static func shortcut(_ parameter: String, _ summary: String) -> ArgumentHelp {
        ArgumentHelp("\(summary), for the kinds that have `\(parameter)` (`poster figures` lists them).")
    }

    /// A flag's value: JSON when it reads as JSON (a number, true, an array), else plain text.
    private static func value(_ text: String) -> SpecNode.Value {
        (try? JSONParser.parse(text).value) ?? .string(text)
    }

    private func member(_ key: String, _ value: SpecNode.Value) -> SpecNode.Member {
        SpecNode.Member(key: key, keyPosition: SourcePosition(line: 1, column: 1), value: SpecNode(value))
    }
}
