import Foundation

/// What independent tools say of an output file, by its extension: `qpdf --check` for a PDF,
/// `pngcheck` for a PNG, `xmllint --noout` and a render by `rsvg-convert` for an SVG. Empty when all
/// of them accept it; otherwise each complaint, naming the tool.
public func outputProblems(_ path: String) throws -> [String] {
    var checks: [(String, [String])] = []
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "pdf": checks = [("qpdf", ["--check", path])]
    case "png": checks = [("pngcheck", [path])]
    case "svg": checks = [("xmllint", ["--noout", path]), ("rsvg-convert", [path])]
    default: return ["\(path): no checker for this kind of file"]
    }
    var problems: [String] = []
    for (tool, arguments) in checks {
        let result = try ToolProcess.run(tool: tool, arguments)
        if result.status != 0 || (tool == "xmllint" && !result.stderr.isEmpty) {
            problems.append("\(tool) \(path): exit \(result.status): \(tool == "rsvg-convert" ? "" : result.stdout)\(result.stderr)")
        }
    }
    return problems
}
