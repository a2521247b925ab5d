import Compose
import Foundation
import Scene
import SpecModel
import TestSupport
import Testing

/// The frames of an animated sheet read its data once: every frame sees the data as the first frame
/// read it, even when the file changes while the frames are made.
@Suite struct AnimationInputsTests {
    /// The animation of `spec`, written in `folder` beside `names.csv` holding `csv`.
    private func animation(_ spec: String, csv: String, in folder: ScratchFolder) throws -> Animation {
        try Data(csv.utf8).write(to: folder.url.appendingPathComponent("names.csv"))
        try Data(spec.utf8).write(to: folder.url.appendingPathComponent("spec.json"))
        let loaded = SpecLoader.animation(path: folder.path("spec.json"))
        return try #require(loaded.animation, "\(loaded.diagnostics)")
    }

    /// The texts of the first page of `animation`'s frame at `progress`.
    private func texts(_ animation: Animation, atProgress progress: Double) throws -> [String] {
        let result = animation.document(atProgress: progress, duration: 1)
        let page = try #require(result.document?.pages.first, "\(result.diagnostics)")
        return page.items.compactMap { if case .text(let text) = $0 { text.string } else { nil } }
    }

    @Test func framesReadTheirDataFileOnce() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "300pt x 200pt" }, "animate": { "parameter": "t", "from": 0, "to": 1 },
              "pages": [ { "sheet": { "data": "names.csv", "grid": { "columns": 3, "rows": 1 },
                "cell": { "figure": { "kind": "polygon", "angle": "{t}" }, "caption": "{name}" } } } ] }
            """
        let animation = try animation(spec, csv: "name\nAnna\nBen\nCleo\n", in: folder)
        #expect(try texts(animation, atProgress: 0) == ["Anna", "Ben", "Cleo"])
        try Data("name\nZed\n".utf8).write(to: folder.url.appendingPathComponent("names.csv"))
        #expect(try texts(animation, atProgress: 1) == ["Anna", "Ben", "Cleo"])
        #expect(SpecLoader.animation(path: folder.path("spec.json")).animation?.document(atProgress: 0, duration: 1).inputs.isEmpty == false)
    }

    /// A frame decodes again only what names the parameter: the sheet below is made once and shared,
    /// the title set anew for every frame.
    @Test func framesBindTheirParameterWhereItIsNamed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spec = """
            { "page": { "size": "300pt x 200pt" }, "animate": { "parameter": "t", "from": 0, "to": 10 },
              "pages": [ { "title": "t = {t:.0f}", "sheet": { "data": "names.csv", "grid": { "columns": 2, "rows": 1 },
                "cell": { "figure": { "kind": "polygon" }, "caption": "{name}" } } } ] }
            """
        let animation = try animation(spec, csv: "name\nAnna\nBen\n", in: folder)
        #expect(try texts(animation, atProgress: 0) == ["t = 0", "Anna", "Ben"])
        #expect(try texts(animation, atProgress: 0.5) == ["t = 5", "Anna", "Ben"])
        #expect(try texts(animation, atProgress: 1) == ["t = 10", "Anna", "Ben"])
    }
}
