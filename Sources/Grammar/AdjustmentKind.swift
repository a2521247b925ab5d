/// What one term of an adjustment changes, with the entropy bytes Context Free gives each.
enum AdjustmentKind: Sendable {
    case x, y, z, size, rotate, flip, skew, transform
    case hue, saturation, brightness, alpha
    case hueTarget, saturationTarget, brightnessTarget, alphaTarget
    case targetHue, targetSaturation, targetBrightness, targetAlpha

    /// The kind a term's name stands for, in CFDG 2 and 3 spelling.
    static func named(_ name: String) -> AdjustmentKind? {
        switch name {
        case "x": .x
        case "y": .y
        case "z": .z
        case "s", "size": .size
        case "r", "rot", "rotate": .rotate
        case "f", "flip": .flip
        case "skew": .skew
        case "trans", "transform": .transform
        case "h", "hue": .hue
        case "sat", "saturation": .saturation
        case "b", "brightness": .brightness
        case "a", "alpha": .alpha
        case "|h", "|hue": .targetHue
        case "|sat", "|saturation": .targetSaturation
        case "|b", "|brightness": .targetBrightness
        case "|a", "|alpha": .targetAlpha
        default: nil
        }
    }

    /// The target-moving form of a colour term (`hue 0.5|`).
    var towardTarget: AdjustmentKind? {
        switch self {
        case .hue: .hueTarget
        case .saturation: .saturationTarget
        case .brightness: .brightnessTarget
        case .alpha: .alphaTarget
        default: nil
        }
    }

    /// The place of a geometric term in the canonical order (translate x, y, z, rotate, scale, skew,
    /// flip, transform); nil for a colour term, which keeps its place ahead of them.
    var canonicalRank: Int? {
        switch self {
        case .x: 0
        case .y: 1
        case .z: 2
        case .rotate: 3
        case .size: 4
        case .skew: 5
        case .flip: 6
        case .transform: 7
        default: nil
        }
    }

    /// How many numbers it accepts.
    var arities: [Int] {
        switch self {
        case .x: [1, 2, 3]
        case .size: [1, 2, 3]
        case .skew: [2]
        case .transform: [1, 2, 4, 6]
        case .hue, .saturation, .brightness, .alpha: [1, 2]
        default: [1]
        }
    }

    var entropy: [UInt8] {
        switch self {
        case .x: [0x95, 0xE7, 0x48, 0x5E, 0xCC, 0x06]
        case .y: [0x84, 0x2B, 0xF3, 0xBB, 0x93, 0x59]
        case .z: [0xC8, 0x3A, 0x12, 0x32, 0x36, 0x71]
        case .transform: [0x88, 0x90, 0x54, 0xC5, 0xD3, 0x20]
        case .size: [0x64, 0xEC, 0x5B, 0x4B, 0xEE, 0x2B]
        case .rotate: [0x84, 0xB0, 0x92, 0x26, 0x59, 0xE2]
        case .skew: [0xFF, 0x2D, 0x84, 0x01, 0xA0, 0x0A]
        case .flip: [0x43, 0x5A, 0x17, 0xEA, 0x12, 0x05]
        case .hue: [0x02, 0xDE, 0x2B, 0x2C, 0x25, 0xA1]
        case .saturation: [0x18, 0x4F, 0xCF, 0x04, 0x3F, 0xE5]
        case .brightness: [0x1F, 0x3F, 0xEB, 0xA2, 0xA2, 0x7E]
        case .alpha: [0xB4, 0xFF, 0x9E, 0x45, 0xEE, 0x7E]
        case .hueTarget: [0xAF, 0xE5, 0x58, 0x33, 0x20, 0xF8]
        case .saturationTarget: [0x98, 0x80, 0xED, 0x44, 0x2F, 0xF2]
        case .brightnessTarget: [0x68, 0xD6, 0xCB, 0x8A, 0x96, 0x20]
        case .alphaTarget: [0x24, 0x4C, 0xCC, 0x41, 0x09, 0xC7]
        case .targetHue: [0xDB, 0x3F, 0xA1, 0xDA, 0xE7, 0x45]
        case .targetSaturation: [0xDA, 0x75, 0x13, 0xD3, 0x30, 0xEA]
        case .targetBrightness: [0x8F, 0x01, 0x2B, 0x75, 0xC3, 0x25]
        case .targetAlpha: [0xE7, 0xCD, 0x5E, 0xE3, 0x88, 0xF4]
        }
    }
}
