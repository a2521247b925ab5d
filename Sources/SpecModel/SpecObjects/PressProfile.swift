import FileIO
import Glibc
import Inputs
import Scene

/// `print.profile`: the press's CMYK ICC profile, read through the World (confined to the spec's folder
/// like data and pictures, recorded as an input so that a gallery renders the spec again when it
/// changes) and checked to be an ICC profile of CMYK data.
enum PressProfile {
    /// The largest profile read: device link and large LUT profiles stay well under it.
    static let maximumBytes = 16 << 20

    struct Failure: Error {
        let message: String
    }

    /// The profile at `path`, or why it cannot be one.
    static func load(_ path: String, world: World) -> Result<CMYKOutput.Profile, Failure> {
        let bytes: [UInt8]
        do {
            bytes = try world.read(world.locate(path))
        } catch let refused as World.Failure {
            return .failure(Failure(message: refused.message))
        } catch let error as SourceFile.ReadError {
            return .failure(Failure(message: "cannot read the profile \"\(path)\": \(error.message)"))
        } catch {
            return .failure(Failure(message: "cannot read the profile \"\(path)\": \(error)"))
        }
        guard bytes.count >= 132, bytes[36..<40].elementsEqual("acsp".utf8) else {
            return .failure(Failure(message: "\"\(path)\" is not an ICC profile"))
        }
        guard bytes[16..<20].elementsEqual("CMYK".utf8) else {
            let space = String(decoding: bytes[16..<20], as: UTF8.self).trimmed
            return .failure(Failure(message: "\"\(path)\" is an ICC profile of \(space) data, where a press's is of CMYK"))
        }
        guard bytes.count <= maximumBytes else {
            return .failure(Failure(message: "\"\(path)\" is over the \(maximumBytes >> 20) MB a profile may have"))
        }
        let name = (path.split(separator: "/").last.map(String.init) ?? path).split(separator: ".").dropLast().joined(separator: ".")
        return .success(CMYKOutput.Profile(bytes: bytes, name: name.isEmpty ? path : name))
    }
}
