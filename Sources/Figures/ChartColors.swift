import Scene

/// The colours of a chart's parts, every one its own: the palette as it is when it has enough colours;
/// otherwise `count` colours evenly spaced along the path through the palette's colours in OKLCH (from
/// its first to its last), dealt out a stride apart along that path, so that neighbours (the last and the
/// first included) lie about half the path apart.
public enum ChartColors {
    public static func colors(count: Int, palette: [Color]) -> [Color] {
        guard count > palette.count, let only = palette.first else { return (0..<count).map { palette[$0 % palette.count] } }
        // A single colour becomes a path from lighter to darker through it.
        let path =
            palette.count > 1
            ? palette.map(OKLCH.init)
            : [0.25, 0, -0.25].map { shift in
                var shade = OKLCH(only)
                shade.lightness = min(max(shade.lightness + shift, 0.05), 0.97)
                return shade
            }
        let samples = samples(count, along: path)
        let step = stride(for: count)
        return (0..<count).map { samples[$0 * step % count] }
    }

    /// `count` colours evenly spaced along the palette's colours in OKLCH, from its first to its last, in
    /// order: a gradient's stops taken a few at a time.
    public static func spread(count: Int, along palette: [Color]) -> [Color] {
        guard palette.count > 1, count > 1 else { return Array(repeating: palette.first ?? .black, count: count) }
        return samples(count, along: palette.map(OKLCH.init))
    }

    /// `count` (at least 2) points evenly spaced along `path`, its ends included.
    private static func samples(_ count: Int, along path: [OKLCH]) -> [Color] {
        (0..<count).map { k -> Color in
            let position = Double(k) * Double(path.count - 1) / Double(count - 1)
            let index = min(Int(position), path.count - 2)
            return path[index].mixed(with: path[index + 1], position - Double(index)).color
        }
    }

    /// The stride closest to half of `count` that visits every sample once (shares no factor with it).
    static func stride(for count: Int) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let half = count / 2
        let outwards = (0...half).lazy.flatMap { (k: Int) -> [Int] in [half - k, half + k + 1] }
        return outwards.first { (k: Int) -> Bool in k > 0 && k < count && gcd(k, count) == 1 } ?? 1
    }
}
