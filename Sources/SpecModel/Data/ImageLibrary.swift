import FileIO
import Glibc
import Imaging
import Inputs
import Scene
import SpecReader

/// The pictures specs place, read and checked once per file content in a load (a sheet placing one logo
/// a hundred times reads it once), through the load's `World`, which keeps their bytes within a budget:
/// a picture whose bytes were let go reads its file again when it is drawn, and must find it unchanged.
package enum ImageLibrary {
    /// The picture `path` names (relative to the spec's folder, confined to it unless allowed), recorded
    /// as an input of the spec.
    package static func picture(_ path: String, _ diagnostics: SpecContext) throws(ImageError) -> ImageSource {
        guard !path.trimmed.isEmpty else { throw ImageError("no picture is named: give the file's name") }
        let world = diagnostics.world
        let full: LocatedFile
        do {
            full = try world.locate(path)
        } catch {
            throw ImageError(error.message)
        }
        world.recordInput(full)
        let maximumPixels = world.maximumImagePixels ?? ImageReader.defaultMaximumPixels
        guard let key = world.pictureKey(full, maximumPixels: maximumPixels) else { throw ImageError("cannot read image \"\(path)\": no such file") }
        if let known = world.pictures.made(key, as: ImageSource.self) { return known }
        let contents: [UInt8], digest: String
        do {
            (contents, digest) = try world.readDigested(full)
        } catch {
            throw ImageError("cannot read image \"\(path)\": \(error.message)")
        }
        let checked = try ImageReader.check(contents, name: path, maximumPixels: maximumPixels, digest: digest)
        // The picture drawn holds what has its bytes again, not the bytes `checked` holds.
        let id = checked.id
        let picture = world.pictures.add(contents, at: key, located: full) { reread in
            checked.reading { () throws(ImageSource.Unreadable) in
                let bytes: [UInt8]
                do throws(SourceFile.ReadError) {
                    bytes = try reread()
                } catch {
                    throw ImageSource.Unreadable("cannot read image \"\(path)\" again to draw it: \(error.message)")
                }
                guard ImageReader.digest(of: bytes) == id else {
                    throw ImageSource.Unreadable("image \"\(path)\" changed while the document was drawn: render it again")
                }
                return bytes
            }
        }
        return picture
    }

    /// The most pixels the distinct pictures of one page may decode to together (`PictureBudget`).
    package static func totalPixelBudget(_ world: World) -> Int {
        world.maximumTotalImagePixels ?? ImageReader.defaultMaximumTotalPixels
    }
}
