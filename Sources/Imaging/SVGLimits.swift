/// What an SVG picture may ask of librsvg, checked before librsvg reads it (`SVGInspector`). Past these,
/// librsvg aborts the process (a convolution kernel over 20 a side, or not as many numbers as its order
/// says), runs out of memory (entities expanded quadratically), panics (text set millions of pixels tall), or takes minutes (turbulence of many
/// octaves, `<use>` copies of copies); real pictures stay far below them.
enum SVGLimits {
    /// Elements in the file, and elements drawn once every `<use>` is counted as a copy of what it shows.
    static let elements = 200_000
    /// Elements inside elements (librsvg draws nested elements recursively).
    static let depth = 200
    /// XML entities an SVG may declare (a drawing program declares a few namespaces' names).
    static let entities = 256
    /// Characters all references to declared XML entities expand to.
    static let entityText = 1 << 20
    /// Rows or columns of an `feConvolveMatrix` kernel.
    static let convolveOrder = 16
    /// Octaves of `feTurbulence` noise: each adds half the amplitude of the one before, so past 10 an
    /// octave changes a pixel by less than one 8-bit level, and every octave costs as much as the first.
    static let turbulenceOctaves = 10
    /// SVG pictures embedded in SVG pictures (as `data:` URIs), one inside the other.
    static let embeddingDepth = 4
    /// Pixels (1/96 inch) a side at the picture's own size: cairo asserts when it replays a recording of
    /// about 300,000 into a PDF page. 100,000 px is 26 m; the picture scales to its frame whatever its size.
    static let side = 100_000.0
    /// Pixels of a font's size, once relative sizes (em, %) are multiplied through: librsvg panics when
    /// text is set at about 10 million (its layout's height overflows).
    static let fontSize = 10_000.0
}
