public import CRsvg

/// librsvg, which SVG pictures are drawn with, opened the first time one is read: it and what it
/// links (gdk-pixbuf, gio, cairo-gobject) would otherwise take about 2 ms of every start.
public struct SVGLibrary: LibraryBinding, Sendable {
    public typealias Handle = UnsafeMutablePointer<RsvgHandle>?
    public let newFromData: @convention(c) (UnsafePointer<guint8>?, gsize, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> Handle
    public let setDPI: @convention(c) (Handle, Double) -> Void
    public let intrinsicSizeInPixels: @convention(c) (Handle, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> gboolean
    public let intrinsicDimensions:
        @convention(c) (
            Handle, UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<RsvgLength>?, UnsafeMutablePointer<gboolean>?,
            UnsafeMutablePointer<RsvgLength>?, UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<RsvgRectangle>?
        ) -> Void
    /// GObject's `g_object_unref`, which frees a handle (GObject is loaded with librsvg, not before).
    public let objectUnref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// GLib's `g_error_free`, which frees the error librsvg reports (GLib too is loaded with librsvg).
    public let errorFree: @convention(c) (UnsafeMutablePointer<GError>?) -> Void
    public let renderDocument:
        @convention(c) (Handle, OpaquePointer?, UnsafePointer<RsvgRectangle>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean

    /// The library, opened once; the failure says why not.
    public static let shared: Result<SVGLibrary, LibraryError> = SharedLibrary.bind(["librsvg-2.so.2", "librsvg-2.so"], package: "librsvg2-2")

    public init(_ library: SharedLibrary) throws(LibraryError) {
        newFromData = try library.function("rsvg_handle_new_from_data")
        setDPI = try library.function("rsvg_handle_set_dpi")
        intrinsicSizeInPixels = try library.function("rsvg_handle_get_intrinsic_size_in_pixels")
        intrinsicDimensions = try library.function("rsvg_handle_get_intrinsic_dimensions")
        renderDocument = try library.function("rsvg_handle_render_document")
        objectUnref = try library.function("g_object_unref")
        errorFree = try library.function("g_error_free")
    }
}
