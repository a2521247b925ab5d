import Compose
import Inputs
import SpecModel

@_exported import struct Compose.TemplateFileFailure
// The sheets a front end lists, and why a template file cannot be read, in the Pipeline's words.
@_exported import struct SpecModel.SheetTemplate

extension Pipeline {
    /// The sheets that hold every one of `terms` (words, or label sizes): those of the gLabels files or
    /// folders at `files` first (read wherever they are, as a spec's `--templates` are, from `folder`),
    /// then poster's own and gLabels' library; or why one of the files cannot be read.
    public static func sheetTemplates(matching terms: [String], readingFirst files: [String], from folder: String) -> Result<
        [SheetTemplate], TemplateFileFailure
    > {
        let world = World(folder: folder)
        world.namedFiles = Set(files.map { $0.hasPrefix("/") ? $0 : world.folder + "/" + $0 })
        var own: [SheetTemplate] = []
        for file in files {
            switch TemplateFiles.templates(at: file, world: world) {
            case .success(let found): own += found
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(TemplateLibrary.search(terms, among: own))
    }
}
