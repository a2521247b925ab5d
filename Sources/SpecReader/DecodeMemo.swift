import Inputs
import Workers

/// The values of a template's fixed members (those that hold no placeholder), decoded for its first
/// use and taken as they are afterwards: a sheet's cell template is decoded once, then bound to each
/// row's values; an animated spec is decoded once, then bound to each frame's value. A value is kept
/// by the object that decoded it and the path of the member, so an object of another kind at the same
/// place (a figure whose kind comes from the data) decodes its own. Shared by the threads drawing frames.
package final class DecodeMemo: Sendable {
    /// The paths of the members whose values are the same in every use.
    private let fixed: Set<SpecPath>
    /// The values kept: read and kept only under the lock, and never changed once kept.
    private let values = Locked<[Key: (value: Any, reads: [World.Read])]>([:])

    private struct Key: Hashable {
        let object: String
        let path: SpecPath
    }

    /// A memo for `template` (at `path`): every object member and array item, at any depth, none of whose
    /// strings `isBound` is fixed.
    package init(template: SpecNode, at path: SpecPath, isBound: (String) -> Bool) {
        var fixed: Set<SpecPath> = []
        Self.collectFixed(template, path, isBound, into: &fixed)
        self.fixed = fixed
    }

    /// Whether the member at `path` is the same in every use.
    package func isFixed(_ path: SpecPath) -> Bool {
        fixed.contains(path)
    }

    /// The value `object` decodes for the member at `path` in `world`: for a fixed member decoded before
    /// (in this world or another, beside it), that value, with the files its decoding read recorded as
    /// read in `world` too, so that each world's inputs are those of a decode of its own; else what
    /// `decode` gives, kept (with what it read) when the member is fixed and it decoded.
    func value<Value>(of object: String, at path: SpecPath, in world: World, _ decode: () -> Value?) -> Value? {
        guard fixed.contains(path) else { return decode() }
        let key = Key(object: object, path: path)
        if let kept = values.withLock({ $0[key] }), let value = kept.value as? Value {
            world.recordReads(kept.reads)
            return value
        }
        let (value, reads) = world.capturingReads(decode)
        if let value { values.withLock { $0[key] = (value, reads) } }
        return value
    }

    /// Adds the paths of `node`'s object members and array items (at any depth) that hold no bound string
    /// to `fixed`; whether `node` itself holds one.
    @discardableResult
    private static func collectFixed(_ node: SpecNode, _ path: SpecPath, _ isBound: (String) -> Bool, into fixed: inout Set<SpecPath>) -> Bool {
        switch node.value {
        case .object(let members):
            var bound = false
            for member in members {
                let at = path.appending(member.key)
                if collectFixed(member.value, at, isBound, into: &fixed) { bound = true } else { fixed.insert(at) }
            }
            return bound
        case .array(let items):
            var bound = false
            for (i, item) in items.enumerated() {
                let at = path.appending(i)
                if collectFixed(item, at, isBound, into: &fixed) { bound = true } else { fixed.insert(at) }
            }
            return bound
        case .string(let text):
            return isBound(text)
        default:
            return false
        }
    }
}
