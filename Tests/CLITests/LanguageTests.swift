import Foundation
import TestSupport
import Testing

/// `lang` picks the faces a script is set in and how Korean breaks, read back by pdffonts and pdftotext.
@Suite struct LanguageTests {
    /// The fonts pdffonts lists in the PDF `spec` renders to.
    static func fonts(_ spec: String) throws -> String {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try spec.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["render", folder.path("s.json"), "-o", folder.path("s.pdf")])
        #expect(run.status == 0, "\(run.stderr)")
        return try ToolProcess.run(tool: "pdffonts", [folder.path("s.pdf")]).stdout
    }

    @Test(arguments: [("zh-Hans", "NotoSansCJKsc"), ("zh-Hant", "NotoSansCJKtc"), ("zh-HK", "NotoSansCJKhk"), ("ja", "NotoSansCJKjp"), ("zh", "NotoSansCJKsc")])
    func hanIsSetInTheFacesOfItsLanguage(_ sample: (String, String)) throws {
        let listed = try Self.fonts(#"{ "page": { "size": "A6" }, "pages": [ { "cells": [ { "text": { "text": "骨 直 关 關", "lang": "\#(sample.0)" } } ] } ] }"#)
        let cjk = listed.split(separator: "\n").filter { $0.contains("NotoSansCJK") }
        #expect(cjk.count == 1 && cjk.allSatisfy { $0.contains(sample.1) }, "\(listed)")
    }

    /// A sheet sets each row's language from its data; a span may say another than its text's.
    @Test func aRowOrASpanSetsItsOwnLanguage() throws {
        let rows = #"[ { "name": "李小龍", "lang": "zh-Hant" }, { "name": "李小龙", "lang": "zh-Hans" } ]"#
        let listed = try Self.fonts(
            #"{ "page": { "size": "A6" }, "lang": "ja", "pages": [ { "sheet": { "data": \#(rows), "grid": { "columns": 1, "rows": 2 }, "cell": { "text": { "text": "{name}", "lang": "{lang}" } } } },"#
                + #" { "cells": [ { "text": ["日本 ", { "text": "한국", "lang": "ko" }] } ] } ] }"#)
        for face in ["NotoSansCJKtc", "NotoSansCJKsc", "NotoSansCJKjp", "NanumGothic"] { #expect(listed.contains(face), "\(face): \(listed)") }
    }

    /// In Korean, lines break between words (at spaces), never inside one; unsaid, Pango breaks between
    /// any two syllables.
    @Test func koreanKeepsItsWordsWhole() throws {
        let paragraph = "대한민국의 수도는 서울특별시이며 가장 큰 도시이기도 합니다 한국어는 띄어쓰기로 단어를 나눕니다"
        let words = Set(paragraph.split(separator: " ").map(String.init))
        func lines(lang: String?) throws -> [String] {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let language = lang.map { #", "lang": "\#($0)""# } ?? ""
            try
                #"{ "page": { "size": "200pt x 300pt", "margin": 10 }\#(language), "pages": [ { "cells": [ { "text": { "text": "\#(paragraph)", "size": "14pt" } } ] } ] }"#
                .write(toFile: folder.path("ko.json"), atomically: true, encoding: .utf8)
            let run = try PosterProcess.run(["render", folder.path("ko.json"), "-o", folder.path("ko.pdf")])
            #expect(run.status == 0, "\(run.stderr)")
            return try ToolProcess.run(tool: "pdftotext", [folder.path("ko.pdf"), "-"]).stdout.split(whereSeparator: \.isNewline).map(String.init)
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        let korean = try lines(lang: "ko")
        #expect(korean.count > 2)
        #expect(korean.flatMap { $0.split(separator: " ").map(String.init) }.allSatisfy(words.contains), "\(korean)")
        let unsaid = try lines(lang: nil)
        #expect(!unsaid.flatMap { $0.split(separator: " ").map(String.init) }.allSatisfy(words.contains), "\(unsaid)")
    }

    @Test func aTagThatIsNoLanguageIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try #"{ "pages": [ { "cells": [ { "text": { "text": "x", "lang": "chinese" } } ] } ] }"#.write(
            toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
        let run = try PosterProcess.run(["check", "s.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                #"pages[0].cells[0].text.lang: expected a language tag (BCP 47) such as "zh-Hans", "zh-Hant", "ja", "ko" or "en-GB", found a string ("chinese")"#
            ), "\(run.stderr)")
    }
}
