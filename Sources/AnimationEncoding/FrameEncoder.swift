import PNGKit

/// Where an encoder's bytes go, in order.
public typealias ByteSink = (UnsafeRawBufferPointer) throws -> Void

/// Encodes an animation a frame at a time. Every frame has the first one's size.
public protocol FrameEncoder: AnyObject {
    /// Encodes the next frame.
    func add(_ frame: PixelRows) throws
    /// Ends the file once the last frame has been added.
    func finish() throws
}
