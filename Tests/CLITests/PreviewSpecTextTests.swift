import CXattr
import Foundation
import TestSupport
import Testing

/// A value set from the page and saved lands exactly where the parser read it, whatever the spec's line
/// ends or the text before it on its line: combining accents, emoji sequences, CRLF; the rest of the file
/// keeps every byte, a byte order mark included. A spec that is a symbolic link stays one.
@Suite struct PreviewSpecTextTests {
    /// Decomposed and precomposed accents, a ZWJ family and a flag: one character each for Swift, several
    /// Unicode scalars for the parsers.
    static let hard = "Cafe\u{301} caf\u{E9} 👨‍👩‍👧‍👦 🇫🇷"
    static let page = #""page": { "size": "200pt x 200pt", "margin": 0 }"#
    static let figure = "pages[0].cells[0].figure"

    /// A spec, and what it holds once `sides` is set to 5 and saved.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let text: String
        let saved: String
        var description: String { name }
    }

    static let cases = [
        Case(
            name: "spec.json",
            text: #"{ "title": "Cafe\#u{301}", \#(page), "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 7 } } ] } ] }"#,
            saved: #"{ "title": "Cafe\#u{301}", \#(page), "pages": [ { "cells": [ { "figure": { "kind": "polygon", "sides": 5 } } ] } ] }"#),
        Case(
            name: "spec.json",
            text:
                "{\r\n  \"title\": \"\(hard)\",\r\n  \(page),\r\n  \"pages\": [ { \"cells\": [ { \"note\": \"\(hard)\", \"figure\": { \"kind\": \"polygon\" } } ] } ]\r\n}\r\n",
            saved:
                "{\r\n  \"title\": \"\(hard)\",\r\n  \(page),\r\n  \"pages\": [ { \"cells\": [ { \"note\": \"\(hard)\", \"figure\": { \"sides\": 5, \"kind\": \"polygon\" } } ] } ]\r\n}\r\n"
        ),
        Case(
            name: "spec.yaml",
            text:
                "title: \(hard)\r\n# \(hard)\r\npage: { size: 200pt x 200pt, margin: 0 }\r\npages:\r\n  - cells:\r\n      - figure: { kind: polygon, sides: 7 }   # \(hard)\r\n",
            saved:
                "title: \(hard)\r\n# \(hard)\r\npage: { size: 200pt x 200pt, margin: 0 }\r\npages:\r\n  - cells:\r\n      - figure: { kind: polygon, sides: 5 }   # \(hard)\r\n"
        ),
        Case(
            name: "spec.yaml",
            text:
                "title: \(hard)\r\npage: { size: 200pt x 200pt, margin: 0 }\r\npages:\r\n  - cells:\r\n      - note: \(hard)\r\n        figure:\r\n          kind: polygon\r\n",
            saved:
                "title: \(hard)\r\npage: { size: 200pt x 200pt, margin: 0 }\r\npages:\r\n  - cells:\r\n      - note: \(hard)\r\n        figure:\r\n          sides: 5\r\n          kind: polygon\r\n"
        ),
        Case(
            name: "spec.json",
            text: "\u{FEFF}{ \(page), \"pages\": [ { \"cells\": [ { \"figure\": { \"kind\": \"polygon\", \"sides\": 7 } } ] } ] }",
            saved: "\u{FEFF}{ \(page), \"pages\": [ { \"cells\": [ { \"figure\": { \"kind\": \"polygon\", \"sides\": 5 } } ] } ] }"),
    ]

    /// Sets the figure's `sides` to 5 from the page and saves it, the server staying up throughout.
    static func setAndSave(_ preview: PreviewProcess) throws {
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 }, "\(preview.errors)")
        let origin = "Origin: \(preview.origin)"
        let change = #"{"figure": "\#(figure)", "key": "sides", "value": 5}"#
        #expect(try preview.request("set", headers: [origin], post: change).status == 202)
        #expect(try PreviewProcess.eventually { try preview.state()["unsaved"] as? [String] == ["\(figure).sides"] })
        let saved = try preview.request("save", headers: [origin], post: #"{"figure": "\#(figure)", "key": "sides"}"#)
        #expect(saved.status == 200, "\(saved.body)")
        #expect(preview.process.isRunning, "\(preview.errors)")
    }

    @Test(arguments: cases)
    func aSavedValueLandsWhereTheParserReadIt(_ spec: Case) throws {
        let (folder, preview) = try PreviewProcess.previewing(spec.text, named: spec.name)
        defer {
            preview.stop()
            folder.remove()
        }
        try Self.setAndSave(preview)
        #expect(fileBytes(folder.path(spec.name)) == Data(spec.saved.utf8))
    }

    /// Seven combining accents put Swift's character count seven short of the parser's column: the value
    /// closing a file with no final newline was looked for past its end, which stopped the server.
    @Test func aValueAtTheEndOfTheTextIsFound() throws {
        let accents = String(repeating: "e\u{301}", count: 7)
        let text = #"{\#(Self.page), "title": "\#(accents)", "pages": [{"cells": [{"figure": {"kind": "polygon", "sides":7}}]}]}"#
        let (folder, preview) = try PreviewProcess.previewing(text, named: "spec.json")
        defer {
            preview.stop()
            folder.remove()
        }
        try Self.setAndSave(preview)
        #expect(fileBytes(folder.path("spec.json")) == Data(text.replacingOccurrences(of: #""sides":7"#, with: #""sides":5"#).utf8))
    }

    @Test func aLinkedSpecIsSavedThroughItsLink() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let text = "page: { size: 200pt x 200pt, margin: 0 }\npages:\n  - cells:\n      - figure: { kind: polygon, sides: 7 }\n"
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path("real/spec.yaml")))
        try FileManager.default.createSymbolicLink(atPath: folder.path("spec.yaml"), withDestinationPath: "real/spec.yaml")
        let preview = try PreviewProcess(spec: "spec.yaml", in: folder)
        defer { preview.stop() }
        try Self.setAndSave(preview)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("spec.yaml")) == "real/spec.yaml")
        #expect(fileBytes(folder.path("real/spec.yaml")) == Data(text.replacingOccurrences(of: "sides: 7", with: "sides: 5").utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("real")) == ["spec.yaml"])
    }

    /// A saved spec keeps its permission bits and extended attributes: a private spec stays private.
    @Test func aSavedSpecKeepsItsModeAndAttributes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let text = "page: { size: 200pt x 200pt, margin: 0 }\npages:\n  - cells:\n      - figure: { kind: polygon, sides: 7 }\n"
        let path = folder.path("spec.yaml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        let note = Array("keep".utf8)
        let marked = note.withUnsafeBytes { setxattr(path, "user.note", $0.baseAddress, $0.count, 0) } == 0
        let preview = try PreviewProcess(spec: "spec.yaml", in: folder)
        defer { preview.stop() }
        try Self.setAndSave(preview)
        #expect(fileBytes(path) == Data(text.replacingOccurrences(of: "sides: 7", with: "sides: 5").utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "mode \(String(mode ?? 0, radix: 8))")
        if marked {
            var value = [UInt8](repeating: 0, count: 16)
            let read = value.withUnsafeMutableBytes { getxattr(path, "user.note", $0.baseAddress, $0.count) }
            #expect(read == note.count && Array(value[0..<max(0, read)]) == note)
        }
    }
}
