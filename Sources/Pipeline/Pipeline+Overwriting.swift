import FileIO

extension Pipeline {
    /// Refuses outputs that would replace the spec at `spec` or a file it reads (a data file, a picture).
    static func refuseOverwriting(spec: String?, reads inputs: [String], with outputs: [String]) throws(PipelineError) {
        let read = Set(([spec].compactMap { $0 } + inputs).compactMap { RealPath.of($0) })
        // "-" is standard output, which holds no file.
        for output in outputs where output != "-" {
            let slash = output.lastIndex(of: "/")
            let folder = slash.map { String(output[..<$0]) } ?? "."
            let name = slash.map { String(output[output.index(after: $0)...]) } ?? output
            let located = RealPath.of(output) ?? RealPath.of(folder.isEmpty ? "/" : folder).map { $0 + "/" + name }
            if let located, read.contains(located) {
                throw .overwritesInput(output: output, isSpec: spec.flatMap { RealPath.of($0) } == located)
            }
        }
    }
}
