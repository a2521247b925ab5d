import Foundation
import TestSupport

/// Small animated specs for the tests of animation files.
enum AnimationSpecs {
    /// A badge (a gradient of many colours) beside a square turning from 0 to 90 degrees, captioned
    /// with its angle, so every frame differs; on a `size` page.
    static func turning(in folder: ScratchFolder, size: String = "160pt x 80pt") throws -> String {
        try write(
            """
            { "page": { "size": "\(size)", "margin": 0 },
              "animate": { "parameter": "turn", "from": 0, "to": 90, "curve": "linear" },
              "pages": [ { "grid": { "columns": 2, "rows": 1 },
                           "cells": [ { "figure": { "kind": "badge", "symbols": 6 } },
                                      { "figure": { "kind": "polygon", "sides": 4, "angle": "{turn}" }, "caption": "{turn:.0f}" } ] } ] }
            """, named: "turning.json", in: folder)
    }

    /// A rectangle filling a page with no background, its corners rounding from 0 to half its size:
    /// the first frame is opaque, every later one has transparent corners.
    static func rounding(in folder: ScratchFolder) throws -> String {
        try write(
            """
            { "page": { "size": "40pt x 30pt", "margin": 0, "background": "none" },
              "animate": { "parameter": "r", "from": 0, "to": 0.5, "curve": "linear" },
              "pages": [ { "cells": [ { "figure": { "kind": "rect", "cornerRadius": "{r}" }, "fill": "#4f4fbf" } ] } ] }
            """, named: "rounding.json", in: folder)
    }

    private static func write(_ json: String, named name: String, in folder: ScratchFolder) throws -> String {
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path(name)))
        return folder.path(name)
    }
}
