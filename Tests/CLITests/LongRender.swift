import Foundation
import TestSupport

/// A render long enough to be stopped while it writes: a level-7 carpet, `big.json`, to `out.png` at 600 dpi.
enum LongRender {
    static let spec = #"{ "pages": [ { "cells": [ { "figure": { "kind": "carpet", "level": 7 } } ] } ] }"#

    /// Writes `big.json` in `folder`, starts the render there and returns it once its temporary output
    /// exists (or it ended, or a minute passed). With `blockingSignals`, poster starts with SIGINT and
    /// SIGTERM blocked, as a parent's thread may hand it on: Python blocks them and becomes poster.
    static func start(in folder: ScratchFolder, blockingSignals: Bool = false) throws -> Process {
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder.path("big.json")))
        let process = Process()
        let arguments = ["render", "big.json", "-o", "out.png", "--dpi", "600"]
        if blockingSignals {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            let becomePoster =
                "import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM}); os.execv(sys.argv[1], sys.argv[1:])"
            process.arguments = ["-c", becomePoster, PosterProcess.executable.path] + arguments
        } else {
            process.executableURL = PosterProcess.executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !folder.files.contains(where: { $0.hasPrefix(".out.png.") }), Date() < deadline, process.isRunning { usleep(20_000) }
        return process
    }
}
