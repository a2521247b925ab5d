import Compose
import Foundation
import SpecModel
import SpecReader
import TestSupport
import Testing

/// JSON and YAML are two syntaxes of one model: the YAML twin of every shipped layout renders the
/// very same bytes.
@Suite struct YAMLTwinTests {
    static var layouts: [String] {
        let folder = repositoryRoot.appendingPathComponent("layouts").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: layouts)
    func yamlTwinRendersByteIdenticalOutput(_ name: String) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let json = repositoryRoot.appendingPathComponent("layouts/\(name)")
        let node = try JSONParser.parse(try String(contentsOf: json, encoding: .utf8))
        // The data files and pictures the layouts read go beside the twin.
        let layouts = repositoryRoot.appendingPathComponent("layouts")
        for data in try FileManager.default.contentsOfDirectory(atPath: layouts.path) where !data.hasSuffix(".json") && !data.hasSuffix(".yaml") {
            try FileManager.default.copyItem(atPath: layouts.appendingPathComponent(data).path, toPath: folder.path(data))
        }
        let twin = folder.path(name.replacingOccurrences(of: ".json", with: ".yaml"))
        try Data(YAMLWriter.document(node).utf8).write(to: URL(fileURLWithPath: twin))
        for format in ["pdf", "png"] {
            let a = try PosterProcess.run(["render", json.path, "-o", folder.path("json.\(format)"), "--dpi", "20"])
            let b = try PosterProcess.run(["render", twin, "-o", folder.path("yaml.\(format)"), "--dpi", "20"])
            #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
            let first = folder.files.filter { $0.hasPrefix("json") && $0.hasSuffix(".\(format)") }
            let second = folder.files.filter { $0.hasPrefix("yaml") && $0.hasSuffix(".\(format)") }
            #expect(!first.isEmpty && first.count == second.count)
            for (x, y) in zip(first, second) {
                #expect(FileManager.default.contents(atPath: folder.path(x)) == FileManager.default.contents(atPath: folder.path(y)), "\(x) differs")
            }
        }
    }
}

/// Writes a spec tree as block-style YAML: plain scalars where YAML reads them back as the same
/// string, double quotes elsewhere.
enum YAMLWriter {
    static func document(_ node: SpecNode) -> String {
        var out = ""
        write(node, indent: "", into: &out, inline: false)
        return out
    }

    private static func write(_ node: SpecNode, indent: String, into out: inout String, inline: Bool) {
        switch node.value {
        case .object(let members) where !members.isEmpty:
            for (i, member) in members.enumerated() {
                if !(inline && i == 0) { out += indent }
                out += scalar(member.key) + ":"
                writeChild(member.value, indent: indent, into: &out)
            }
        case .array(let items) where !items.isEmpty:
            for (i, item) in items.enumerated() {
                if !(inline && i == 0) { out += indent }
                out += "- "
                if case .object(let m) = item.value, !m.isEmpty {
                    write(item, indent: indent + "  ", into: &out, inline: true)
                } else if case .array(let a) = item.value, !a.isEmpty {
                    out += "\n"
                    write(item, indent: indent + "  ", into: &out, inline: false)
                } else {
                    out += leaf(item) + "\n"
                }
            }
        default:
            out += leaf(node) + "\n"
        }
    }

    private static func writeChild(_ node: SpecNode, indent: String, into out: inout String) {
        switch node.value {
        case .object(let m) where !m.isEmpty:
            out += "\n"
            write(node, indent: indent + "  ", into: &out, inline: false)
        case .array(let a) where !a.isEmpty:
            out += "\n"
            write(node, indent: indent + "  ", into: &out, inline: false)
        default:
            out += " " + leaf(node) + "\n"
        }
    }

    private static func leaf(_ node: SpecNode) -> String {
        switch node.value {
        case .object: "{}"
        case .array: "[]"
        case .string(let s): scalar(s)
        case .number(let n): SpecNode.format(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        }
    }

    /// A string plain when it is letters, digits and spaces that YAML cannot read as anything else.
    private static func scalar(_ s: String) -> String {
        let plain =
            !s.isEmpty && s.first!.isLetter && s.last != " "
            && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "," }
            && !["true", "false", "null", "True", "False", "Null", "TRUE", "FALSE", "NULL"].contains(s)
        return plain ? s : JSONValue.quoted(s)
    }
}
