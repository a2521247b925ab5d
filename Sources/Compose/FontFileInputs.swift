import FileIO
import FoundationEssentials
import Inputs
import Scene
import SpecReader
import Typesetting

/// The font files a spec's `fonts` key and `--font-path` name (files, or folders of them), read through
/// the World (confined like data and pictures, and recorded as inputs, so that a gallery renders the
/// spec again when a font changes): the set the spec's texts are set in, besides the installed fonts.
enum FontFileInputs {
    /// The most font files one spec may add.
    static let maximumFiles = 256

    /// The fonts the spec and `options` name: the set its texts are set with (nil when none is named)
    /// and the families the files hold, each once in order; nil, with why in `diagnostics`, when one
    /// cannot be read or is not a font.
    static func fonts(_ node: SpecNode, options: LoadOptions, _ diagnostics: SpecContext) -> (set: FontSet?, families: [String])? {
        var sources: [(path: String, place: (position: SourcePosition, path: SpecPath)?)] = []
        if case .object(let members) = node.value, case .array(let items)? = members.first(where: { $0.key == "fonts" })?.value.value {
            for (i, item) in items.enumerated() {
                if case .string(let path) = item.value { sources.append((path, (item.position, SpecPath.root.appending("fonts").appending(i)))) }
            }
        }
        sources += options.policy.fonts.map { ($0, nil) }
        var added: [FontSet.File] = []
        var families: [String] = []
        for source in sources {
            func fail(_ message: String) -> (set: FontSet?, families: [String])? {
                if let place = source.place {
                    diagnostics.error(message, at: place.position, place.path)
                } else {
                    diagnostics.add(Diagnostic(.error, file: "--font-path \(source.path)", position: nil, path: nil, message: message))
                }
                return nil
            }
            let located: LocatedFile
            do {
                located = try diagnostics.world.locate(source.path)
            } catch {
                return fail(error.message)
            }
            var isFolder = false
            guard FileManager.default.fileExists(atPath: located.path, isDirectory: &isFolder) else {
                return fail("cannot read fonts \"\(source.path)\": no such file or folder")
            }
            var files = [located]
            if isFolder {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: located.path)) ?? []).filter { name in
                    FontFiles.endings.contains { name.lowercased().hasSuffix($0) }
                }
                do {
                    files = try names.sorted().map { name throws(World.Failure) in try diagnostics.world.locate(name, inFolder: located, named: source.path) }
                } catch {
                    return fail(error.message)
                }
            }
            if isFolder, files.isEmpty {
                return fail("the folder \"\(source.path)\" holds no font file (\(FontFiles.endings.joined(separator: ", ")))")
            }
            for file in files where !added.contains(where: { $0.path == file.path }) {
                guard added.count < maximumFiles else { return fail("a spec may add at most \(maximumFiles) font files") }
                let digest: String
                do throws(SourceFile.ReadError) {
                    // Read (and recorded with its digest) for the World; fontconfig reads it again by name.
                    digest = try diagnostics.world.readDigested(file).sha256
                } catch {
                    return fail("cannot read font \"\(file.path)\": \(error.message)")
                }
                guard let held = FontFiles.families(inFile: file.path) else {
                    return fail("\"\(file.path)\" is not a font file (TrueType, OpenType or WOFF) that fontconfig can read")
                }
                added.append(FontSet.File(path: file.path, digest: digest))
                families += held.filter { !families.contains($0) }
            }
        }
        return (added.isEmpty ? nil : FontSet(added), families)
    }
}
