import Foundation
import TestSupport

/// Small specs the pipeline tests load, written into a scratch folder.
enum PipelineSpecs {
    /// A spec of `pages` pages of size `size`, each one small figure.
    static func figures(pages: Int = 1, size: String = "A6") -> String {
        let page = #"{ "grid": { "columns": 1, "rows": 1 }, "cells": [ { "figure": { "kind": "carpet", "level": 2 } } ] }"#
        return #"{ "title": "Pipeline", "page": { "size": "\#(size)" }, "pages": [ \#(Array(repeating: page, count: pages).joined(separator: ", ")) ] }"#
    }

    /// A spec whose one page is a sheet of badges, a cell a row of `badges.csv`.
    static let sheet = #"""
        { "title": "Badges", "page": { "size": "A6" },
          "pages": [ { "sheet": { "data": "badges.csv", "grid": { "columns": 2, "rows": 1 },
                                  "cell": { "figure": { "kind": "badge", "symbols": "{symbols}", "label": "{name}" } } } } ] }
        """#

    static let badges = "name,symbols\nOne,5\nTwo,7\n"

    /// Writes `text` as `name` in `folder`, returning its path.
    static func write(_ text: String, as name: String, in folder: ScratchFolder) throws -> String {
        let path = folder.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
