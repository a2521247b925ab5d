import Foundation
import TestSupport
import Testing

/// The GitHub Actions workflow `poster init --template gallery` writes, which poster's own repository
/// runs too (.github/workflows/gallery.yml, on its layouts): valid by GitHub's workflow schema, and its
/// steps, run here as a runner runs them (Tests/Workflow/run_workflow.py), build the merged gallery.
@Suite(.serialized) struct GalleryWorkflowTests {
    static let repositoryWorkflow = repositoryRoot.appendingPathComponent(".github/workflows/gallery.yml")
    static let runner = repositoryRoot.appendingPathComponent("Tests/Workflow/run_workflow.py").path

    /// A new site from the template, in `site/` of a scratch folder.
    static func site() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let made = try PosterProcess.run(["init", "site", "--template", "gallery"], in: folder.url)
        #expect(made.status == 0, "\(made.stderr)")
        return folder
    }

    /// check-jsonschema's copy of GitHub's schema (SchemaStore's github-workflow.json), which it holds
    /// without the network.
    static func validate(_ paths: [String]) throws -> PosterProcess.Outcome {
        try ToolProcess.run(tool: "python3", ["-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows"] + paths)
    }

    @Test func theWorkflowsValidateAgainstGitHubsSchema() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let written = folder.path("site/.github/workflows/posters.yml")
        let valid = try Self.validate([written, Self.repositoryWorkflow.path])
        #expect(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        #expect(valid.stdout.contains("ok -- validation done"), "\(valid.stdout)")
        // The check can fail: a job without runs-on is refused.
        let text = try String(contentsOfFile: written, encoding: .utf8)
        try text.replacingOccurrences(of: "runs-on:", with: "runs_on:").write(toFile: folder.path("broken.yml"), atomically: true, encoding: .utf8)
        let refused = try Self.validate([folder.path("broken.yml")])
        #expect(refused.status == 1, "\(refused.stdout)")
        #expect(refused.stdout.contains("broken.yml::$.jobs.poster"), "\(refused.stdout)")
    }

    /// The repository's workflow is the template's, building layouts/ instead of posters/.
    @Test func theRepositoryRunsTheTemplatesWorkflow() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let template = try String(contentsOfFile: folder.path("site/.github/workflows/posters.yml"), encoding: .utf8)
        let own = try String(contentsOf: Self.repositoryWorkflow, encoding: .utf8)
        #expect(template.contains("\n  SPECS: posters\n"))
        #expect(own == template.replacingOccurrences(of: "\n  SPECS: posters\n", with: "\n  SPECS: layouts\n"))
        // Every job that runs poster installs it first; the first job builds it.
        #expect(template.contains("      - &install-poster\n        id: install\n"))
        #expect(template.components(separatedBy: "      - *install-poster\n").count - 1 == 2)
        #expect(template.contains("make -C .poster build"))
    }

    /// Two runs, as two pushes: the first splits the specs by path hash, the second restores the
    /// gallery the first merged from the cache and splits by what each spec cost; both merge it whole.
    @Test func itsStepsRunAndMergeTheGallery() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PosterProcess.executable, to: bin.appendingPathComponent("poster"))
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Makefile"), to: bin.appendingPathComponent("Makefile"))
        let path = PosterProcess.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for run in 1...2 {
            for stale in ["work/artifacts", "work/runners", "work/runner-files"] { try? FileManager.default.removeItem(atPath: folder.path(stale)) }
            let ran = try ToolProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                [
                    "python3", Self.runner, folder.path("site/.github/workflows/posters.yml"), "--repository", folder.path("site"), "--work",
                    folder.path("work"), "--skip-job", "poster", "--skip-step", "install", "--job-output", "poster.build=local", "--artifact",
                    "poster=\(bin.path)",
                ], environment: ["PATH": path], timeout: 600)
            #expect(ran.status == 0, "run \(run): \(ran.stdout)\(ran.stderr)")
            for line in ["poster: left out", "check: install: left out", "shard-1: install: left out", "gallery: install: left out"] {
                #expect(ran.stdout.contains(line + "\n"), "\(ran.stdout)")
            }
            #expect(!ran.stdout.contains(": failed: "), "\(ran.stdout)")
            let artifacts = try FileManager.default.contentsOfDirectory(atPath: folder.path("work/artifacts")).sorted()
            #expect(artifacts == ["gallery", "gallery-part-1", "gallery-part-2", "gallery-part-3", "gallery-part-4", "poster"])
            let merged = try #require(
                JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("work/artifacts/gallery/index.json")))) as? [String: Any])
            #expect(merged["shard"] == nil)
            let specs = try #require(merged["specs"] as? [[String: Any]])
            #expect(specs.map { $0["path"] as? String } == ["carpet.yaml", "pies.yaml"])
            #expect(specs.allSatisfy { $0["status"] as? String == "ok" })
            for file in ["index.html", "contact-sheet.pdf", "specs/carpet/carpet.pdf", "specs/pies/pies-1.png"] {
                #expect(FileManager.default.fileExists(atPath: folder.path("work/artifacts/gallery/\(file)")), "\(file)")
            }
            for k in 1...4 {
                let part = try #require(
                    JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("work/artifacts/gallery-part-\(k)/index.json"))))
                        as? [String: Any])
                let shard = try #require(part["shard"] as? [String: Any])
                #expect((shard["byCost"] != nil) == (run == 2), "run \(run), part \(k): \(shard)")
            }
        }
    }
}
