import FileIO
import Foundation
import Grammar
import TestSupport
import Testing

/// Every design of Debian's contextfree examples (`examples/`, `tests/`, `tests/failing/`) is either
/// drawn with the number of shapes `cfdg -v ABC` draws (cfdg run beside it) or refused with the located
/// fault docs/grammar.md gives for it.
@Suite struct ExamplesTests {
    static let folder = "/usr/share/doc/contextfree/examples"

    /// The designs, by their path under the examples folder.
    static let files: [String] = ["", "tests/", "tests/failing/"].flatMap { sub in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub)) ?? []).filter { $0.hasSuffix(".cfdg") }.map { sub + $0 }
    }.sorted()

    /// The designs poster refuses, with the fault it reports: constructs its grammar figure does not draw.
    static let refusals: [String: String] = [
        "quadcity_v2.cfdg": "11:2: FILL outside a path (a fill of the whole canvas) is not drawn by poster's grammar figure",
        "snowflake.cfdg": "3:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/adjparamtest1.cfdg": "8:13: a parameter of type adjustment is not drawn by poster's grammar figure",
        "tests/alloctest1.cfdg": "3:28: a parameter of type shape is not drawn by poster's grammar figure",
        "tests/arraytest1.cfdg": "3:9: expected startshape, shape, rule, path, a CF:: setting or a definition, found \",\"",
        "tests/arraytest2.cfdg": "1:7: expected startshape, shape, rule, path, a CF:: setting or a definition, found \",\"",
        "tests/bigpathtest.cfdg": "3:1: the setting CF::BorderDynamic is not drawn by poster's grammar figure",
        "tests/bittest1.cfdg": "5:12: the function bitxor() is not drawn by poster's grammar figure",
        "tests/cfstartshapetest.cfdg": "2:1: CF::StartShape is not drawn by poster's grammar figure",
        "tests/clonepathtest.cfdg": "3:1: CF::Impure is not drawn by poster's grammar figure",
        "tests/constfunctest1.cfdg": "3:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"natural\"",
        "tests/crashtest1.cfdg": "3:1: the function definition foo(...) is not drawn by poster's grammar figure",
        "tests/diamondtile.cfdg": "6:31: expected a number or an expression, found \"{\"",
        "tests/filltest.cfdg": "6:3: FILL outside a path (a fill of the whole canvas) is not drawn by poster's grammar figure",
        "tests/friezesymmtest1.cfdg": "2:1: the setting CF::BorderDynamic is not drawn by poster's grammar figure",
        "tests/friezetest1.cfdg": "2:7: a tile with a side of 0 (a frieze) is not drawn by poster's grammar figure",
        "tests/funcnamespacetest.cfdg": "3:8: expected the name of the file to import, found \"@\"",
        "tests/functest1.cfdg": "3:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"vector2\"",
        "tests/includetest.cfdg": "2:1: in paramtest1.cfdg, 9:8: the function curve() is not drawn by poster's grammar figure",
        "tests/isNaturaltest.cfdg": "3:1: the setting CF::MaxNatural is not drawn by poster's grammar figure",
        "tests/lettest1.cfdg": "4:12: the function let() is not drawn by poster's grammar figure",
        "tests/lettest2.cfdg": "3:1: the function definition testf(...) is not drawn by poster's grammar figure",
        "tests/lettest3.cfdg": "3:1: the function definition testf(...) is not drawn by poster's grammar figure",
        "tests/looptest1.cfdg": "28:6: expected an adjustment in [ ] or { } after path, found \"trill2\"",
        "tests/mod exp test.cfdg": "11:7: expected a number or an expression, found \"[\"",
        "tests/modparamtest.cfdg": "4:12: expected a number or an expression, found \"[\"",
        "tests/mtree mod def test.cfdg": "3:8: expected a number or an expression, found \"[\"",
        "tests/namedlooptest1.cfdg": "11:8: CIRCLE is not defined here",
        "tests/namespacetest1.cfdg": "3:7: expected the name of the file to import, found \"@\"",
        "tests/nattest1.cfdg": "3:1: the function definition myfunc(...) is not drawn by poster's grammar figure",
        "tests/paramtest1.cfdg": "9:8: the function curve() is not drawn by poster's grammar figure",
        "tests/paramtest11.cfdg": "5:9: the function curve() is not drawn by poster's grammar figure",
        "tests/paramtest2.cfdg": "4:13: a parameter of type vector2 is not drawn by poster's grammar figure",
        "tests/paramtest3.cfdg": "4:28: a parameter of type adjustment is not drawn by poster's grammar figure",
        "tests/paramtest6.cfdg": "10:22: turn is not defined here",
        "tests/paramtest7.cfdg": "11:9: the function curve() is not drawn by poster's grammar figure",
        "tests/plusminustoken test.cfdg": "6:20: A¿±B is not defined here",
        "tests/polytest3.cfdg": "15:5: FILL outside a path (a fill of the whole canvas) is not drawn by poster's grammar figure",
        "tests/predefine.cfdg": "3:10: CIRCLE is not defined here",
        "tests/randtest.cfdg": "4:12: the function rand_static() is not drawn by poster's grammar figure",
        "tests/randtest2.cfdg": "8:1: the function definition Sin(...) is not drawn by poster's grammar figure",
        "tests/randtest4.cfdg": "2:1: the setting CF::Size is not drawn by poster's grammar figure",
        "tests/recttest.cfdg": "35:19: expected an adjustment (x y z s r f skew h sat b a, |h |sat |b |a) or \"}\", found \"p\"",
        "tests/recursiontest.cfdg": "3:1: the setting CF::MaxNatural is not drawn by poster's grammar figure",
        "tests/retaintest.cfdg": "3:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/rgbhsbtest1.cfdg": "4:9: the function rgb2hsb() is not drawn by poster's grammar figure",
        "tests/rings.cfdg": "3:1: the setting CF::Size is not drawn by poster's grammar figure",
        "tests/roundcaptest.cfdg": "8:19: expected an adjustment (x y z s r f skew h sat b a, |h |sat |b |a) or \"}\", found \"p\"",
        "tests/selecttest.cfdg": "4:28: a parameter of type adjustment is not drawn by poster's grammar figure",
        "tests/shapeparamtest1.cfdg": "8:40: a parameter of type shape is not drawn by poster's grammar figure",
        "tests/sizetest.cfdg": "2:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"size\"",
        "tests/snowflakes.cfdg": "4:1: CF::Impure is not drawn by poster's grammar figure",
        "tests/stackargtest.cfdg": "1:7: the function curve() is not drawn by poster's grammar figure",
        "tests/subpathtest.cfdg": "11:1: the setting CF::Size is not drawn by poster's grammar figure",
        "tests/subpathtest2.cfdg": "12:14: expected an adjustment in [ ] or { } after path, found \"star\"",
        "tests/subpathtest3.cfdg": "3:1: the setting CF::Time is not drawn by poster's grammar figure",
        "tests/subpathtest4.cfdg": "3:8: the function select() is not drawn by poster's grammar figure",
        "tests/switchtest1.cfdg": "6:5: \"switch\" is not drawn by poster's grammar figure",
        "tests/switchtest2.cfdg": "4:3: \"switch\" is not drawn by poster's grammar figure",
        "tests/symmtest2.cfdg": "4:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/symmtest3.cfdg": "4:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/symmtest4.cfdg": "2:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/tiletest3.cfdg": "2:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"tile\"",
        "tests/timeanimtest1.cfdg": "2:1: the setting CF::Time is not drawn by poster's grammar figure",
        "tests/timeanimtest2.cfdg": "1:23: the function ftime() is not drawn by poster's grammar figure",
        "tests/timeanimtest3.cfdg": "2:1: the setting CF::Time is not drawn by poster's grammar figure",
        "tests/timeanimtest4.cfdg": "2:23: the function frame() is not drawn by poster's grammar figure",
        "tests/timetest.cfdg": "5:18: the adjustment time is not drawn by poster's grammar figure",
        "tests/transformtest.cfdg": "2:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"size\"",
        "tests/trisvgtest.cfdg": "7:6: TRIANGLE is a primitive and cannot be redefined",
        "tests/unicodetest.cfdg": "4:3: ⬛ is neither a shape of the design nor a primitive (SQUARE, CIRCLE, TRIANGLE)",
        "tests/userfunctupletest1.cfdg": "1:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"vector2\"",
        "tests/variationtest1.cfdg": "1:22: the function if() is not drawn by poster's grammar figure",
        "tests/vectorfunctiontest.cfdg": "3:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"vector2\"",
        "tests/vectormath1.cfdg": "7:9: the function vec() is not drawn by poster's grammar figure",
        "tests/vectortest1.cfdg": "3:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"vector2\"",
        "tests/wallpapertest1.cfdg": "25:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/wallpapertest45.cfdg": "16:1: the setting CF::Symmetry is not drawn by poster's grammar figure",
        "tests/welcometest.cfdg": "2:1: expected startshape, shape, rule, path, a CF:: setting or a definition, found \"size\"",
    ]

    @Test func theFolderHoldsEveryDesignTheTableNames() {
        #expect(Self.files.count == 188)
        #expect(Set(Self.refusals.keys).isSubset(of: Set(Self.files)))
    }

    @Test(arguments: files)
    func drawnAsCfdgDrawsItOrRefused(_ file: String) throws {
        let path = Self.folder + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let folder = FilePaths.parent(of: path)
        let read: () throws(GrammarError) -> Expansion = {
            let design = try Design.read(text) { name throws(ImportFailure) in
                guard let bytes = fileBytes(FilePaths.join(folder, name)) else { throw ImportFailure("no \(name)") }
                return String(decoding: bytes, as: UTF8.self)
            }
            return try Expander.expand(design, variation: 731, budget: 2_000_000)
        }
        if let refusal = Self.refusals[file] {
            #expect(throws: GrammarError.self) { try read() }
            do throws(GrammarError) {
                _ = try read()
            } catch {
                #expect(error.description == refusal)
            }
        } else {
            let count = try read().count
            #expect(count == (try Self.cfdgCount(path)))
        }
    }

    /// The count `cfdg -v ABC` prints for the design at `path` (drawn into a scratch folder).
    static func cfdgCount(_ path: String) throws -> Int? {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/cfdg"), ["-v", "ABC", FilePaths.lastComponent(of: path), scratch.path("cfdg.png")],
            in: URL(fileURLWithPath: FilePaths.parent(of: path)))
        let lines = (outcome.stdout + outcome.stderr).split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        let counts = lines.compactMap { line -> Int? in
            let words = line.split(separator: " ")
            guard words.count >= 2, words[1].hasPrefix("shapes"), !line.contains("expansions") else { return nil }
            return Int(words[0].replacingOccurrences(of: ",", with: ""))
        }
        return counts.last
    }
}
