import Figures
import FileIO
import Grammar
import Inputs
import SpecReader

package enum GrammarKind {
    package static var src: Field<String?> {
        .optional("src", Decoders.string, "a Context Free design (.cfdg, CFDG 2 or 3) beside the spec")
    }
    package static var rules: Field<String?> {
        .optional("rules", Decoders.string, "the design's text itself, in place of src")
    }
    package static var variation: Field<String> {
        .defaulted(
            "variation", Decoders.string, "A", shown: "\"A\"",
            "the variation code that seeds the design's random choices, as cfdg's -v takes it: letters (A, ABC) or a number")
    }

    /// The most shapes a design may draw when it sets no lower CF::MaxShapes.
    static let shapeLimit = 2_000_000

    package static var kind: FigureKind {
        FigureKind(
            "grammar", "a Context Free design (CFDG 2 or 3), drawn out once as cfdg draws it and fitted to its frame",
            details: "The design is read from `src` (a .cfdg file beside the spec) or `rules`, and drawn out when the spec is read:"
                + " the same shapes, as many, as `cfdg -v VARIATION` draws on its 500-pixel canvas, as exact vectors, fitted"
                + " into the frame with their aspect kept, over the design's background. `check` and `render` report the count"
                + " as cfdg does (\"N shapes\"). docs/grammar.md lists what is drawn and what is refused.",
            src, rules, variation
        ) { v, src, rules, variation -> GrammarFigure? in
            guard let number = Variation.number(variation) else {
                v.error("\"\(variation)\" is no variation code: give letters (A to ZZZZZZ) or a number from 1", at: Self.variation)
                return nil
            }
            let text: String, origin: String
            switch (src, rules) {
            case (let file?, nil):
                let world = v.diagnostics.world
                do throws(World.Failure) {
                    let located = try world.locate(file)
                    world.recordInput(located)
                    let bytes: [UInt8]
                    do throws(SourceFile.ReadError) {
                        bytes = try world.read(located)
                    } catch {
                        v.error("cannot read \"\(file)\": \(error.message)", at: Self.src)
                        return nil
                    }
                    text = String(decoding: bytes, as: UTF8.self)
                    origin = file
                } catch {
                    v.error(error.message, at: Self.src)
                    return nil
                }
            case (nil, let inline?):
                text = inline
                origin = "rules"
            case (.some, .some):
                v.error("give the design either as src or as rules, not both", at: Self.rules)
                return nil
            case (nil, nil):
                v.error("a grammar needs its design: src (a .cfdg file beside the spec) or rules (its text)", at: Self.src)
                return nil
            }
            let field = src == nil ? Self.rules : Self.src
            let world = v.diagnostics.world
            let folder = FilePaths.parent(of: src ?? "")
            do throws(GrammarError) {
                let design = try Design.read(text) { name throws(ImportFailure) in
                    do {
                        let located = try world.locate(FilePaths.join(folder, name))
                        world.recordInput(located)
                        return String(decoding: try world.read(located), as: UTF8.self)
                    } catch let failure as World.Failure {
                        throw ImportFailure(failure.message)
                    } catch {
                        throw ImportFailure("cannot read \"\(name)\": \((error as? SourceFile.ReadError)?.message ?? "\(error)")")
                    }
                }
                let expansion = try Expander.expand(design, variation: number, budget: shapeLimit)
                if let place = v.place(of: field) {
                    v.diagnostics.note("\(SpecNode.grouped(expansion.count)) shapes", at: place.position, place.path)
                }
                return GrammarFigure(source: text, variation: number, expansion: expansion)
            } catch {
                v.error("\(origin):\(error.line):\(error.column): \(error.message)", at: field)
                return nil
            }
        }
    }
}
