import Foundation
import TestSupport
import Testing

/// `poster preview`'s server: what it serves, what it refuses, and values set from the page, tried and saved.
@Suite struct PreviewServerTests {
    static let yaml = """
        # Kept as written: comments, order, spacing.
        page: { size: 200pt x 200pt, margin: 0 }
        pages:
          - grid: { columns: 2 }
            cells:
              - figure:
                  kind: carpet   # the first figure
                  level: 2
              - figure: { kind: tree, step: 3 }
        """

    @Test func servesItsPagesAndStateAndNothingElse() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 })
        let page = try preview.request("")
        #expect(page.status == 200 && page.body.contains("<script src=\"/preview.js\""))
        #expect(!page.body.contains("http"), "the page loads nothing from elsewhere")
        let svg = try preview.request("page/1.svg")
        #expect(svg.status == 200 && svg.body.hasPrefix("<?xml") && svg.body.contains("<svg"))
        let state = try preview.state()
        #expect(state["pages"] as? Int == 1 && state["valid"] as? Bool == true)
        let controls = try #require(state["controls"] as? [[String: Any]])
        #expect(controls.map { $0["kind"] as? String } == ["carpet", "tree"])
        #expect(controls.map { $0["figure"] as? String } == ["pages[0].cells[0].figure", "pages[0].cells[1].figure"])
        let level = try #require((controls[0]["parameters"] as? [[String: Any]])?.first)
        #expect(level["control"] as? String == "stepper" && level["number"] as? Double == 2 && level["maximum"] as? Double == 8)

        for path in ["../spec.yaml", "page/../../spec.yaml", "%2e%2e/spec.yaml", "spec.yaml", "page/2.svg", "page/-1.svg", "page/1.svg/../../spec.yaml"] {
            #expect(try preview.request(path).status == 404, "\(path)")
        }
        preview.stop()
        #expect(preview.process.terminationStatus == 0)
        #expect(preview.errors.hasSuffix("poster preview: stopped\n"))
    }

    /// DNS rebinding: a page on another name that resolves to 127.0.0.1 sends its own name as Host. CSRF:
    /// another site's page posts from the visitor's browser with its own Origin.
    @Test func refusesOtherHostsAndOtherOrigins() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        let port = preview.url.split(separator: ":").last!.dropLast()
        #expect(try preview.request("state", headers: ["Host: attacker.example:\(port)"]).status == 403)
        #expect(try preview.request("page/1.svg", headers: ["Host: attacker.example"]).status == 403)
        #expect(try preview.request("state", headers: ["Host: 127.0.0.1:1"]).status == 403)
        #expect(try preview.request("state", headers: ["Host: localhost:\(port)"]).status == 200)
        let change = #"{"figure": "pages[0].cells[0].figure", "key": "level", "value": 3}"#
        #expect(try preview.request("set", headers: ["Origin: http://attacker.example"], post: change).status == 403)
        #expect(try preview.request("set", post: change).status == 403, "no Origin")
        #expect(try preview.request("save", headers: ["Origin: http://attacker.example"], post: change).status == 403)
        let socket = ["Connection: Upgrade", "Upgrade: websocket", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]
        // Refused before the upgrade (the WebSocket upgrader answers a refused upgrade with 400).
        #expect([400, 403].contains(try preview.request("updates", headers: socket + ["Origin: http://attacker.example"]).status))
        #expect(try preview.request("set", headers: ["Origin: \(preview.origin)"], post: change).status == 202)
    }

    /// A hostile client on the loopback: a body over 64 KB, or sent in chunks of no stated length, is refused from
    /// its head and let go as it arrives (the server keeps none of it); a request line or a header far too long to
    /// be one closes its connection at once; and the server goes on answering.
    @Test func oversizedRequestsAreRefusedAndTheServerGoesOn() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        let port = String(preview.url.split(separator: ":").last!.dropLast())
        let client = #"""
            import socket, sys
            port = int(sys.argv[1])
            head = "Host: 127.0.0.1:%d\r\nOrigin: http://127.0.0.1:%d\r\n" % (port, port)
            def ask(request, body=b"", pieces=0):
                s = socket.create_connection(("127.0.0.1", port), timeout=20)
                try:
                    s.sendall(request)
                    for _ in range(pieces): s.sendall(body)
                except OSError:
                    pass
                try:
                    answer = s.recv(4096).split(b"\r\n")[0].decode()
                except OSError:
                    answer = ""
                s.close()
                print(answer or "closed")
            piece = b"x" * 65536
            ask(("POST /set HTTP/1.1\r\n" + head + "Content-Length: %d\r\n\r\n" % (4800 * len(piece))).encode(), piece, 4800)
            ask(("POST /set HTTP/1.1\r\n" + head + "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n").encode())
            ask(b"GET /" + b"a" * 1000000 + (" HTTP/1.1\r\n" + head + "\r\n").encode())
            ask(("GET /state HTTP/1.1\r\n" + head + "X: ").encode() + b"b" * 40000000 + b"\r\n\r\n")
            ask(("GET /state HTTP/1.1\r\n" + head + "\r\n").encode())
            """#
        let answers = try ToolProcess.run(tool: "python3", ["-c", client, port])
        #expect(answers.status == 0, "\(answers.stderr)")
        let lines = answers.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.prefix(2).allSatisfy { $0 == "HTTP/1.1 400 Bad Request" }, "\(lines)")
        #expect(lines.dropFirst(2).prefix(2).allSatisfy { !$0.hasPrefix("HTTP/1.1 2") }, "\(lines)")
        #expect(lines.last == "HTTP/1.1 200 OK", "\(lines)")
        // 300 MB went past: the server's peak stays where a preview's is (a sanitized build holds what
        // it frees in quarantine, hundreds of megabytes, so its peak says nothing of the server's).
        guard !Sanitizers.areActive else { return }
        let status = try String(contentsOfFile: "/proc/\(preview.process.processIdentifier)/status", encoding: .utf8)
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.flatMap { Int($0.split(separator: " ")[1]) } ?? .max
        #expect(peak < 150_000, "peak \(peak) KB")
    }

    /// A port another server holds: the preview says so and exits 2.
    @Test func aPortInUseIsAnErrorNamingIt() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        let port = String(preview.url.split(separator: ":").last!.dropLast())
        let second = try PosterProcess.run(["preview", "spec.yaml", "--port", port], in: folder.url, timeout: 60)
        #expect(second.status == 2)
        #expect(second.stderr.contains("poster preview: error: cannot serve on 127.0.0.1 port \(port): "), "\(second.stderr)")
    }

    /// A value tried from the page renders at once and leaves the file alone; saved, it is written where the
    /// key is (or added to the figure's object), every other byte of the file as it was.
    @Test func aValueIsTriedWithoutTouchingTheFileThenSavedInPlace() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 })
        let before = try preview.request("page/1.svg").body
        let origin = "Origin: \(preview.origin)"
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "pages[0].cells[0].figure", "key": "level", "value": 4}"#).status == 202)
        #expect(try PreviewProcess.eventually { try preview.request("page/1.svg").body != before })
        #expect(try String(contentsOfFile: folder.path("spec.yaml"), encoding: .utf8) == Self.yaml)
        #expect(try preview.state()["unsaved"] as? [String] == ["pages[0].cells[0].figure.level"])

        // Out of range: reported as the file's own error would be, the last good pages kept.
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "pages[0].cells[1].figure", "key": "step", "value": 40}"#).status == 202)
        #expect(try PreviewProcess.eventually { (try preview.state()["valid"] as? Bool) == false })
        let problems = try #require(try preview.state()["problems"] as? [[String: Any]])
        #expect(
            problems.first?["text"] as? String
                == "spec.yaml:9:37: error: pages[0].cells[1].figure.step: expected a number from 0 to 13, or \"auto\", found a number (40)")
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "pages[0].cells[1].figure", "key": "step", "value": 2.5}"#).status == 202)
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "pages[0].cells[1].figure", "key": "angle", "value": 90}"#).status == 202)
        #expect(
            try PreviewProcess.eventually {
                let state = try preview.state()
                return (state["unsaved"] as? [String])?.count == 3 && state["valid"] as? Bool == true
            })

        for key in ["level", "step", "angle"] {
            let figure = key == "level" ? "pages[0].cells[0].figure" : "pages[0].cells[1].figure"
            #expect(try preview.request("save", headers: [origin], post: #"{"figure": "\#(figure)", "key": "\#(key)"}"#).status == 200)
        }
        let saved = try String(contentsOfFile: folder.path("spec.yaml"), encoding: .utf8)
        #expect(
            saved
                == Self.yaml.replacingOccurrences(of: "level: 2", with: "level: 4").replacingOccurrences(
                    of: "{ kind: tree, step: 3 }", with: "{ angle: 90, kind: tree, step: 2.5 }"))
        #expect(try preview.request("save", headers: [origin], post: #"{"figure": "pages[0].cells[0].figure", "key": "level"}"#).status == 404, "nothing waits")
        #expect(try PreviewProcess.eventually { (try preview.state()["unsaved"] as? [String]) == [] })
    }
}

/// What a page, or anything else that can reach the server, must not be able to do to the spec.
@Suite struct PreviewSafetyTests {
    static let yaml = """
        page: { size: 200pt x 200pt, margin: 0 }
        pages:
          - grid: { columns: 3 }
            cells:
              - figure: { kind: badge, symbols: 6 }
              - figure: &shared
                  kind: carpet
                  level: 2
              - figure: *shared
        """

    @Test func onlyTheFiguresParametersAreSetAndOnlyDecodableValuesSaved() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 })
        let origin = "Origin: \(preview.origin)"
        let badge = "pages[0].cells[0].figure"
        // Only the badge is offered: the anchored carpet and its alias share one text.
        let controls = try #require(try preview.state()["controls"] as? [[String: Any]])
        #expect(controls.map { $0["figure"] as? String } == [badge])
        for key in ["kind", "nosuch", "evil: 1, symbols", "a\nb", ""] {
            let body = try JSONSerialization.data(withJSONObject: ["figure": badge, "key": key, "value": 1])
            #expect(try preview.request("set", headers: [origin], post: String(decoding: body, as: UTF8.self)).status == 400, "\(key)")
        }
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "pages[0].cells[1].figure", "key": "level", "value": 3}"#).status == 400)

        // A value the decoder refuses renders as an error but is not written.
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "\#(badge)", "key": "symbols", "value": 0}"#).status == 202)
        let refused = try preview.request("save", headers: [origin], post: #"{"figure": "\#(badge)", "key": "symbols"}"#)
        #expect(refused.status == 409)
        #expect(refused.body.contains("pages[0].cells[0].figure.symbols: expected a whole number from 1 to 64, found a number (0)"), "\(refused.body)")
        #expect(try String(contentsOfFile: folder.path("spec.yaml"), encoding: .utf8) == Self.yaml)

        // null takes a value back.
        #expect(try preview.request("set", headers: [origin], post: #"{"figure": "\#(badge)", "key": "symbols", "value": null}"#).status == 202)
        #expect(
            try PreviewProcess.eventually {
                let state = try preview.state()
                return (state["unsaved"] as? [String]) == [] && state["valid"] as? Bool == true
            })
    }

    /// The file is the source of truth: an edit made in the editor lets go of the values set from the page.
    @Test func anEditInTheFileWinsOverValuesSetFromThePage() throws {
        let (folder, preview) = try PreviewProcess.previewing(Self.yaml, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 })
        #expect(
            try preview.request("set", headers: ["Origin: \(preview.origin)"], post: #"{"figure": "pages[0].cells[0].figure", "key": "symbols", "value": 3}"#)
                .status == 202)
        #expect(try PreviewProcess.eventually { (try preview.state()["unsaved"] as? [String])?.count == 1 })
        try Data(Self.yaml.replacingOccurrences(of: "symbols: 6", with: "symbols: 12").utf8).write(to: URL(fileURLWithPath: folder.path("spec.yaml")))
        #expect(
            try PreviewProcess.eventually {
                let state = try preview.state()
                let badge = (state["controls"] as? [[String: Any]])?.first?["parameters"] as? [[String: Any]]
                return (state["unsaved"] as? [String]) == [] && badge?.first?["number"] as? Double == 12
            })
    }

    /// A picture named by a data row is an input of the spec like the rest: replacing it refreshes the page.
    @Test func aPictureNamedByADataRowRefreshesThePageWhenItChanges() throws {
        let spec = """
            page: { size: 200pt x 100pt, margin: 0 }
            pages:
              - sheet: { data: names.csv, grid: { columns: 2, rows: 1 }, cell: { figure: { kind: image, src: "{picture}" } } }
            """
        func picture(_ colour: String) -> Data {
            Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="\#(colour)"/></svg>"#.utf8)
        }
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try picture("red").write(to: URL(fileURLWithPath: folder.path("a.svg")))
        try picture("blue").write(to: URL(fileURLWithPath: folder.path("b.svg")))
        try Data("picture\na.svg\nb.svg\n".utf8).write(to: URL(fileURLWithPath: folder.path("names.csv")))
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("spec.yaml")))
        let preview = try PreviewProcess(spec: "spec.yaml", in: folder)
        defer { preview.stop() }
        #expect(try PreviewProcess.eventually { try preview.state()["valid"] as? Bool == true })
        let version = try preview.version()
        let before = try preview.request("page/1.svg").body
        try picture("lime").write(to: URL(fileURLWithPath: folder.path("b.svg")))
        #expect(try PreviewProcess.eventually { try preview.version() > version })
        #expect(try PreviewProcess.eventually { try preview.request("page/1.svg").body != before })
    }

    /// Items' figures have controls like cells' figures, in plain cells and in a sheet's templates (a value
    /// there is every row's); a value filled from the data shows no control.
    @Test func itemsInCellsAndSheetTemplatesHaveControls() throws {
        let spec = """
            page: { size: 200pt x 200pt, margin: 0 }
            pages:
              - cells:
                  - items:
                      - { figure: { kind: star, points: 6 }, size: [50%, 50%] }
              - sheet:
                  data: [ { id: "a1", colour: "#ff0000" }, { id: "b2", colour: "#00ff00" } ]
                  grid: { columns: 2, rows: 1 }
                  cell:
                    items:
                      - { figure: { kind: code, data: "{id}", correction: Q }, size: [50%, 50%] }
                      - { figure: { kind: circle }, fill: "{colour}", at: [50%, 50%], size: [50%, 50%] }
            """
        let (folder, preview) = try PreviewProcess.previewing(spec, named: "spec.yaml")
        defer {
            preview.stop()
            folder.remove()
        }
        #expect(try PreviewProcess.eventually { try preview.version() >= 1 })
        let state = try preview.state()
        #expect(state["valid"] as? Bool == true, "\(state)")
        let controls = try #require(state["controls"] as? [[String: Any]])
        #expect(
            controls.map { $0["figure"] as? String } == [
                "pages[0].cells[0].items[0].figure", "pages[1].sheet.cell.items[0].figure", "pages[1].sheet.cell.items[1].figure",
            ])
        let star = try #require(controls[0]["parameters"] as? [[String: Any]])
        #expect(star.first { $0["name"] as? String == "points" }?["number"] as? Double == 6)
        let code = try #require(controls[1]["parameters"] as? [[String: Any]])
        #expect(code.first { $0["name"] as? String == "correction" }?["text"] as? String == "Q")
        #expect(code.first { $0["name"] as? String == "correction" }?["options"] as? [String] == ["L", "M", "Q", "H"])
        #expect(!code.contains { $0["name"] as? String == "data" }, "a value filled from the data has no control")
        // Set from the page: every row's code takes it.
        let change = #"{"figure": "pages[1].sheet.cell.items[0].figure", "key": "correction", "value": "H"}"#
        #expect(try preview.request("set", headers: ["Origin: \(preview.origin)"], post: change).status == 202)
        #expect(try PreviewProcess.eventually { try preview.version() >= 2 })
    }
}
