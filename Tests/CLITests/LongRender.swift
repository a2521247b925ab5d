import Foundation
import TestSupport

/// A render long enough to be stopped while it writes: a level-7 carpet, `big.json`, to `out.png` at 600 dpi.
enum LongRender {
    static let spec = #"{ "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 7 } } ] } ] }"#

    /// Writes `big.json` in `folder`, starts the render there and returns it once its temporary output
    /// exists (or it ended, or a minute passed).
    static func start(in folder: ScratchFolder) throws -> Process {
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("big.json")))
        let process = Process()
        process.executableURL = PosterProcess.executable
        process.arguments = ["render", "big.json", "-o", "out.png", "--dpi", "600"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !folder.files.contains(where: { $0.hasPrefix(".out.png.") }), Date() < deadline, process.isRunning { usleep(20_000) }
        return process
    }
}
