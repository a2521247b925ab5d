import Glibc

/// The built-in functions of a design's expressions, with the entropy bytes each adds (Context Free's).
enum ExpressionFunction: String, CaseIterable, Sendable {
    case cos, sin, tan, cot, acos, asin, atan, acot, cosh, sinh, tanh, acosh, asinh, atanh
    case log, log10, sqrt, exp, abs, floor, ceiling, sg, atan2, mod, min, max, divides, div
    case rand
    case randRange = "rand."
    case randPlusMinus = "rand+/-"
    case randInt = "randint"

    static func named(_ name: String) -> ExpressionFunction? {
        switch name {
        case "rand_static", "rand+/-", "rand.": nil
        case "ceil": .ceiling
        case "factorial": nil
        default: ExpressionFunction(rawValue: name)
        }
    }

    var isRandom: Bool { [.rand, .randRange, .randPlusMinus, .randInt].contains(self) }

    var entropy: [UInt8] {
        switch self {
        case .cos: [0xA1, 0xE7, 0x9C, 0x1A, 0xAF, 0x7D]
        case .sin: [0xAF, 0x58, 0xFE, 0x2C, 0xD4, 0x53]
        case .tan: [0x95, 0xFF, 0x59, 0x11, 0x03, 0x02]
        case .cot: [0x77, 0xF5, 0xB6, 0x35, 0x8C, 0xF0]
        case .acos: [0x3A, 0xCD, 0x79, 0x3E, 0xAD, 0xB4]
        case .asin: [0x1D, 0x75, 0x0B, 0xBC, 0x5F, 0x52]
        case .atan: [0x0B, 0xC8, 0x89, 0xAB, 0xF8, 0xB7]
        case .acot: [0x69, 0x7C, 0xC7, 0x1A, 0xF6, 0x7B]
        case .cosh: [0x48, 0x43, 0x43, 0x35, 0x62, 0x81]
        case .sinh: [0x51, 0x62, 0xFB, 0x76, 0xED, 0x9C]
        case .tanh: [0xBB, 0x91, 0x54, 0xA9, 0x63, 0x84]
        case .acosh: [0x4F, 0x28, 0x48, 0x20, 0xB7, 0x5C]
        case .asinh: [0x6C, 0x9B, 0x32, 0xAA, 0x4C, 0xD0]
        case .atanh: [0x58, 0xEC, 0xBB, 0x25, 0xF8, 0xB6]
        case .log: [0x8E, 0xB8, 0x62, 0xA1, 0x75, 0x0F]
        case .log10: [0x4A, 0x6C, 0xA3, 0x02, 0x8B, 0x80]
        case .sqrt: [0x86, 0x7C, 0xFC, 0x20, 0xCB, 0x97]
        case .exp: [0x88, 0xA8, 0x65, 0xF0, 0xC1, 0x06]
        case .abs: [0x41, 0x89, 0x18, 0xD1, 0xAD, 0x82]
        case .floor: [0xB7, 0x28, 0xD7, 0xD7, 0xA3, 0xCC]
        case .ceiling: [0xF7, 0x96, 0x02, 0x7C, 0x27, 0xE4]
        case .sg: [0xB7, 0x05, 0x28, 0xBA, 0xCD, 0x2E]
        case .atan2: [0x99, 0x1B, 0xC9, 0xE0, 0x3F, 0xA4]
        case .divides: [0x78, 0x8E, 0xC8, 0x2C, 0x1C, 0x96]
        case .div: [0x64, 0xEC, 0x5B, 0x4B, 0xEE, 0x2B]
        case .mod: [0x0F, 0xE3, 0xFE, 0x5F, 0xBF, 0xBF]
        case .min: [0xA2, 0x42, 0xA3, 0x49, 0xB1, 0x19]
        case .max: [0xD3, 0x55, 0x5C, 0x0D, 0xD8, 0x51]
        case .rand: [0xDA, 0x18, 0x5B, 0xE2, 0xDB, 0x79]
        case .randRange: [0xDA, 0x18, 0x5B, 0xE2, 0xDB, 0x79]
        case .randPlusMinus: [0xDC, 0x8D, 0x09, 0x15, 0x8A, 0xC4]
        case .randInt: [0x48, 0x14, 0x4E, 0x27, 0x35, 0x2E]
        }
    }

    /// How many arguments it takes.
    var arities: ClosedRange<Int> {
        switch self {
        case .rand, .randInt: 0...2
        case .atan2, .mod, .divides, .div, .randRange, .randPlusMinus: 2...2
        case .min, .max: 2...16
        default: 1...1
        }
    }

    /// Its value for `a`, drawing on `random` where it is random.
    func apply(_ a: [Double], _ random: inout Rand64) -> Double {
        let radians = Double.pi / 180
        switch self {
        case .cos: return Glibc.cos(a[0] * radians)
        case .sin: return Glibc.sin(a[0] * radians)
        case .tan: return Glibc.tan(a[0] * radians)
        case .cot: return 1 / Glibc.tan(a[0] * radians)
        case .acos: return Glibc.acos(a[0]) / radians
        case .asin: return Glibc.asin(a[0]) / radians
        case .atan: return Glibc.atan(a[0]) / radians
        case .acot: return Glibc.atan(1 / a[0]) / radians
        case .cosh: return Glibc.cosh(a[0])
        case .sinh: return Glibc.sinh(a[0])
        case .tanh: return Glibc.tanh(a[0])
        case .acosh: return Glibc.acosh(a[0])
        case .asinh: return Glibc.asinh(a[0])
        case .atanh: return Glibc.atanh(a[0])
        case .log: return Glibc.log(a[0])
        case .log10: return Glibc.log10(a[0])
        case .sqrt: return Glibc.sqrt(a[0])
        case .exp: return Glibc.exp(a[0])
        case .abs: return Swift.abs(a[0])
        case .floor: return Glibc.floor(a[0])
        case .ceiling: return Glibc.ceil(a[0])
        case .sg: return a[0] == 0 ? 0 : 1
        case .atan2: return Glibc.atan2(a[0], a[1]) / radians
        case .mod: return a[0] - a[1] * Glibc.floor(a[0] / a[1])
        case .divides: return Glibc.fmod(a[0], a[1]) == 0 ? 1 : 0
        case .div: return Glibc.floor(a[0] / a[1])
        case .min: return a.min() ?? 0
        case .max: return a.max() ?? 0
        case .rand, .randRange:
            let (low, high) = a.count == 2 ? (a[0], a[1]) : (0, a.first ?? 1)
            return random.nextDouble() * Swift.abs(high - low) + Swift.min(low, high)
        case .randPlusMinus: return (random.nextDouble() * 2 - 1) * a[1] + a[0]
        case .randInt:
            let (low, high) = a.count == 2 ? (a[0], a[1]) : (0, a.first ?? 2)
            return Glibc.floor(random.nextDouble() * Swift.abs(high - low) + Swift.min(low, high))
        }
    }
}
