import CairoKit
import Foundation

/// The decoded pixels of the PNG file at `path`.
public func decodedPNG(at path: String) throws -> ImageData {
    guard let bytes = FileManager.default.contents(atPath: path) else { throw CairoError(message: "no file at \(path)") }
    guard let image = try Surface.readPNG(Array(bytes)).image else { throw CairoError(message: "\(path) is not an image") }
    return image
}
