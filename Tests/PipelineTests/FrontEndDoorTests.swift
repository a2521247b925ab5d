import TestSupport
import Testing

/// The front ends (the command line, the gallery, the preview and their executables) reach the stages
/// only through the Pipeline: none imports a stage module that loads, lays out or writes a spec, and
/// none loads a spec by itself.
@Suite struct FrontEndDoorTests {
    /// The front ends' folders under Sources.
    static let frontEnds = ["PosterCommands/", "Gallery/", "Preview/", "poster/", "poster-preview/"]
    /// An import of a stage module, whole or one of its declarations, re-exported or not.
    static let stageImport = #"import( +(struct|enum|class|protocol|typealias|func|var|let))? +(Compose|SpecModel|Export|Render)\b"#

    static func inFrontEnds(_ found: [String: Set<String>]) -> [String: Set<String>] {
        found.filter { file, _ in frontEnds.contains { file.hasPrefix($0) } }
    }

    @Test func noFrontEndImportsAStageModule() throws {
        let found = try SourceCalls.find(pattern: Self.stageImport)
        #expect(Self.inFrontEnds(found).isEmpty, "front-end files that import a stage: \(Self.inFrontEnds(found))")
        // The pattern finds what it is for: the Pipeline imports every one of them.
        #expect(found["Pipeline/Pipeline.swift"]?.isSuperset(of: ["import Compose", "import Export", "import SpecModel"]) == true)
        #expect(found["Pipeline/Pipeline+Ink.swift"] == ["import Render"])
    }

    @Test func noFrontEndLoadsASpecByItself() throws {
        let found = try SourceCalls.find(pattern: #"\bSpecLoader\b|\.document\(atProgress:"#)
        #expect(Self.inFrontEnds(found).isEmpty, "front-end files that call SpecLoader or lay out a frame by themselves: \(Self.inFrontEnds(found))")
        #expect(found["Pipeline/Pipeline.swift"] == ["SpecLoader", ".document(atProgress:"])
    }
}
