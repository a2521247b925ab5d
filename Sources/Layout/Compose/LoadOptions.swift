import Foundation

/// What a spec is loaded for: the resolution detail is judged at and the work it may ask for.
public struct LoadOptions: Sendable {
    /// The default element budget: about what renders in seconds and a few hundred MB.
    public static let defaultMaximumElements = 20_000_000
    /// What one element may cost in memory while a figure is built and drawn (its path verbs and points,
    /// and cairo's copy), generously: the budget may not ask for more than the machine holds.
    public static let bytesPerElement: UInt64 = 64
    /// The largest element budget this machine can hold: its physical memory over `bytesPerElement`.
    public static var largestMaximumElements: Int {
        Int(clamping: ProcessInfo.processInfo.physicalMemory / bytesPerElement)
    }

    /// Pixels per inch of the output; vector output is judged as a 300 dpi print.
    public var dpi: Double
    /// The most elements (leaves, segments, shapes) the whole spec may draw.
    public var maximumElements: Int
    /// Whether the spec may read files outside its own folder.
    public var allowOutside: Bool
    /// Whether the output is an image (PNG), whose pixel count is limited.
    public var raster: Bool

    public init(dpi: Double = 300, maximumElements: Int = LoadOptions.defaultMaximumElements, allowOutside: Bool = false, raster: Bool = false) {
        self.dpi = dpi
        self.maximumElements = maximumElements
        self.allowOutside = allowOutside
        self.raster = raster
    }
}
