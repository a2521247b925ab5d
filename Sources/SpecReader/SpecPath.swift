/// Where a value sits in the spec, written as `pages[0].grid.columns`.
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
    private enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private var components: [Component] = []

    public init() {}

    public static let root = SpecPath()

    public func appending(_ key: String) -> SpecPath {
        var copy = self
        copy.append(key)
        return copy
    }

    public func appending(_ index: Int) -> SpecPath {
        var copy = self
        copy.append(index)
        return copy
    }

    /// The value at this path in `root`, if it holds one.
    public func value(in root: SpecNode) -> SpecNode? {
        var node = root
        for component in components {
            switch (component, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Adds a key in place: a path built step by step so costs what it holds, not its square.
    public mutating func append(_ key: String) {
        components.append(.key(key))
    }

    public mutating func append(_ index: Int) {
        components.append(.index(index))
    }

    /// Whether this path is `other` or lies inside it.
    public func starts(with other: SpecPath) -> Bool {
        components.starts(with: other.components)
    }

    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let k):
                let plain = !k.isEmpty && k.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                if plain {
                    out += out.isEmpty ? k : ".\(k)"
                } else {
                    out += "[\"\(k)\"]"
                }
            case .index(let i):
                out += "[\(i)]"
            }
        }
        return out.isEmpty ? "(root)" : out
    }
}
