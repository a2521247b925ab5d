import FileIO
import FoundationEssentials

/// What each spec cost to render, in seconds by its path in the gallery's folder: from a previous run's
/// `index.json` (its `timing`) or from a cost file, a JSON object of seconds by path. `--shard K/N` splits
/// the specs by these (`CostSplit`) so that every part takes about as long as the others.
public struct ShardCosts: Sendable, Hashable {
    public let seconds: [String: Double]

    public init(seconds: [String: Double]) {
        self.seconds = seconds
    }

    /// The costs in the file at `path`: a gallery's `index.json` (a whole gallery's or a part's) or an
    /// object of seconds by spec path. Anything else is refused, naming what was expected and where.
    public static func read(_ path: String) throws(GalleryError) -> ShardCosts {
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.read(path)
        } catch {
            throw .usage("--shard-costs \(path): cannot read: \(error.message)")
        }
        if (try? JSONDecoder().decode(Head.self, from: Data(bytes)))?.format == Manifest.format {
            guard let manifest = try? JSONDecoder().decode(Manifest.self, from: Data(bytes)) else {
                throw .usage("--shard-costs \(path): a gallery's \(Manifest.fileName) this version does not read")
            }
            return ShardCosts(seconds: manifest.timing.specs)
        }
        let seconds: [String: Double]
        do {
            seconds = try JSONDecoder().decode([String: Double].self, from: Data(bytes))
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            throw notSeconds(path, context.codingPath[0].stringValue)
        } catch let DecodingError.valueNotFound(_, context) where !context.codingPath.isEmpty {
            throw notSeconds(path, context.codingPath[0].stringValue)
        } catch {
            throw .usage("--shard-costs \(path): expected a gallery's \(Manifest.fileName) or a JSON object of seconds by spec path")
        }
        let paths = seconds.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if let negative = paths.first(where: { seconds[$0]! < 0 }) { throw notSeconds(path, negative) }
        return ShardCosts(seconds: seconds)
    }

    /// Enough of a file to tell a gallery's manifest.
    private struct Head: Decodable {
        var format: String?
    }

    private static func notSeconds(_ path: String, _ key: String) -> GalleryError {
        .usage("--shard-costs \(path): $[\(quoted(key))]: expected seconds (a number, 0 or more)")
    }

    /// `key` as a JSON string, for a path that names it.
    private static func quoted(_ key: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(key)).map { String(decoding: $0, as: UTF8.self) } ?? key
    }
}
