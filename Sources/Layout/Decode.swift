/// Decoders for the plain values of a spec. Each returns nil after recording why.
enum Decode {
    static func string(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> String? {
        guard case .string(let s) = node.value else {
            d.expected("a string", at: node, path)
            return nil
        }
        return s
    }

    static func bool(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Bool? {
        guard case .bool(let b) = node.value else {
            d.expected("true or false", at: node, path)
            return nil
        }
        return b
    }

    static func number(in range: ClosedRange<Double>) -> (SpecNode, SpecPath, Diagnostics) -> Double? {
        { node, path, d in
            let what = "a number from \(SpecNode.format(range.lowerBound)) to \(SpecNode.format(range.upperBound))"
            guard case .number(let n) = node.value else {
                d.expected(what, at: node, path)
                return nil
            }
            guard range.contains(n) else {
                d.expected(what, at: node, path)
                return nil
            }
            return n
        }
    }

    static func integer(in range: ClosedRange<Int>) -> (SpecNode, SpecPath, Diagnostics) -> Int? {
        { node, path, d in
            let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
            guard case .number(let n) = node.value, n == n.rounded(), abs(n) < 1e15, range.contains(Int(n)) else {
                d.expected(what, at: node, path)
                return nil
            }
            return Int(n)
        }
    }

    /// One of `choices`, with a suggestion for a near miss.
    static func choice(_ choices: [String]) -> (SpecNode, SpecPath, Diagnostics) -> String? {
        { node, path, d in
            guard case .string(let s) = node.value else {
                d.expected("one of \(quoted(choices))", at: node, path)
                return nil
            }
            guard choices.contains(s) else {
                d.error("unknown value \"\(s)\": expected one of \(quoted(choices))\(EditDistance.hint(for: s, among: choices))", at: node, path)
                return nil
            }
            return s
        }
    }

    /// An array whose elements are decoded by `element`; invalid elements are reported and left out.
    static func array<T>(_ element: @escaping (SpecNode, SpecPath, Diagnostics) -> T?) -> (SpecNode, SpecPath, Diagnostics) -> [T]? {
        { node, path, d in
            guard case .array(let items) = node.value else {
                d.expected("an array", at: node, path)
                return nil
            }
            return items.enumerated().compactMap { element($0.element, path.appending($0.offset), d) }
        }
    }

    static func quoted(_ words: [String]) -> String {
        words.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
