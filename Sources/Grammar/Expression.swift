/// A numeric expression of a design, kept as written: its entropy (what a replacement's random seed is
/// made from) follows its structure and its numbers' text.
indirect enum Expression: Sendable {
    case number(Double, text: String)
    case variable(String, Token)
    case unary(Character, Expression)
    case binary(Character, Expression, Expression)
    case parenthesised(Expression)
    case call(ExpressionFunction, [Expression], Token)
    /// `a, b`: several values where one is expected (a function's arguments, `x 1 2`).
    case list([Expression])

    /// Bytes each kind of node adds to the entropy after its operands' (Context Free's constants).
    private static let operatorEntropy: [Character: [UInt8]] = [
        "*": [0x2E, 0x32, 0xD9, 0x2C, 0x41, 0xFE], "/": [0x6B, 0x15, 0x23, 0x41, 0x9E, 0xEB],
        "+": [0xD7, 0xB1, 0xB0, 0x39, 0x33, 0xC8], "-": [0x5D, 0xE7, 0xF0, 0x94, 0xC4, 0x13],
        "^": [0x02, 0x3C, 0x68, 0x36, 0xC5, 0xA0], "N": [0x55, 0x89, 0x51, 0x46, 0xDB, 0x84],
        "P": [0x8E, 0xAC, 0x29, 0x4B, 0x0E, 0xDC], "!": [0x19, 0x3A, 0x3E, 0x53, 0x14, 0xEA],
        "<": [0xBE, 0xDB, 0xC4, 0xA6, 0x4E, 0xAD], ">": [0xC7, 0xD9, 0x57, 0x32, 0xD6, 0x87],
        "L": [0xE3, 0x56, 0x7E, 0x44, 0x57, 0x80], "G": [0xB1, 0x2D, 0x2A, 0xCC, 0x2C, 0x40],
        "=": [0x78, 0x48, 0xC2, 0x95, 0xA9, 0xE2], "n": [0x36, 0xCC, 0x01, 0x3B, 0x2F, 0xAD],
        "&": [0x28, 0x9B, 0xFB, 0x7F, 0xDB, 0x9C], "|": [0x2E, 0x40, 0x1B, 0x44, 0x15, 0x7C],
        "X": [0xA7, 0x2B, 0x92, 0xFA, 0xFC, 0xF9], "_": [0x60, 0x2F, 0x10, 0xAD, 0x10, 0xFF],
    ]
    private static let parenthesisEntropy: [UInt8] = [0xE8, 0xE9, 0xF6, 0x7E, 0x1A, 0xF1]
    private static let listEntropy: [UInt8] = [0xC5, 0x60, 0xA5, 0xC5, 0xC8, 0x74]

    /// Appends the expression's entropy to `bytes`.
    func entropy(into bytes: inout [UInt8]) {
        switch self {
        case .number(_, let text): bytes += Array(text.utf8)
        case .variable(let name, _): bytes += Array(name.utf8)
        case .unary(let op, let operand):
            operand.entropy(into: &bytes)
            bytes += Self.operatorEntropy[op] ?? []
        case .binary(let op, let left, let right):
            left.entropy(into: &bytes)
            right.entropy(into: &bytes)
            bytes += Self.operatorEntropy[op] ?? []
        case .parenthesised(let inner):
            inner.entropy(into: &bytes)
            bytes += Self.parenthesisEntropy
        case .call(let function, let arguments, _):
            if !arguments.isEmpty || function.isRandom { Expression.list(arguments).entropy(into: &bytes) }
            bytes += function.entropy
        case .list(let items):
            for item in items { item.entropy(into: &bytes) }
            bytes += Self.listEntropy
        }
    }

    /// Several arguments as one list, one as itself, none as nothing.
    static func arguments(_ items: [Expression]) -> Expression? {
        items.count > 1 ? .list(items) : items.first
    }

    /// How many numbers the expression gives.
    var width: Int {
        if case .list(let items) = self { return items.reduce(0) { $0 + $1.width } }
        return 1
    }

    /// Whether it draws on the random numbers when evaluated.
    var isRandom: Bool {
        switch self {
        case .number, .variable: false
        case .unary(_, let e), .parenthesised(let e): e.isRandom
        case .binary(_, let l, let r): l.isRandom || r.isRandom
        case .call(let f, let args, _): f.isRandom || args.contains { $0.isRandom }
        case .list(let items): items.contains { $0.isRandom }
        }
    }
}
