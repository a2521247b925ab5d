import CairoKit

/// Font files for tests: DejaVu Serif renamed by fontTools, so that no machine has it installed.
public enum TestFont {
    /// Writes DejaVu Serif renamed to `family` (version `version`) to `path`.
    public static func write(_ path: String, family: String = "Poster Test Serif", version: String = "1.0") throws {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf')
            for rec in f['name'].names:
                if rec.nameID in (1, 4, 16): rec.string = sys.argv[2]
                elif rec.nameID == 6: rec.string = sys.argv[2].replace(' ', '')
                elif rec.nameID == 5: rec.string = 'Version ' + sys.argv[3]
            f.save(sys.argv[1])
            """
        let run = try ToolProcess.run(tool: "python3", ["-c", script, path, family, version])
        guard run.status == 0 else { throw CairoError(message: "fontTools could not write \(path): \(run.stderr)") }
    }
}
