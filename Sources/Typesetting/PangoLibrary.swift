import CPango
import Output
import SharedLibraries

/// Pango (and GObject, which its objects are), opened the first time a run sets text: Pango, HarfBuzz,
/// FriBidi, GObject and what they link would otherwise take about 2 ms of every start, a run that
/// draws no text included. Every Pango call goes through `pango`.
struct PangoLibrary: LibraryBinding, Sendable {
    typealias Layout = OpaquePointer?
    typealias Iterator = OpaquePointer?
    typealias Description = OpaquePointer?
    typealias Attribute = UnsafeMutablePointer<PangoAttribute>?

    let objectRef: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    let objectUnref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let typeCheckInstanceIsA: @convention(c) (UnsafeMutablePointer<GTypeInstance>?, GType) -> gboolean
    let fcFontType: @convention(c) () -> GType
    let fcFontMapType: @convention(c) () -> GType
    let fcFontMapSetConfig: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    let fcFontPattern: @convention(c) (UnsafeMutablePointer<PangoFcFont>?) -> OpaquePointer?

    let cairoFontMapNew: @convention(c) () -> UnsafeMutablePointer<PangoFontMap>?
    let fontMapCreateContext: @convention(c) (UnsafeMutablePointer<PangoFontMap>?) -> OpaquePointer?
    let fontMapLoadFont: @convention(c) (UnsafeMutablePointer<PangoFontMap>?, OpaquePointer?, Description) -> UnsafeMutablePointer<PangoFont>?
    let cairoContextSetResolution: @convention(c) (OpaquePointer?, Double) -> Void
    let cairoContextSetFontOptions: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    let contextSetRoundGlyphPositions: @convention(c) (OpaquePointer?, gboolean) -> Void
    let cairoShowLayout: @convention(c) (OpaquePointer?, Layout) -> Void

    let fontDescribe: @convention(c) (UnsafeMutablePointer<PangoFont>?) -> Description
    let fontDescriptionNew: @convention(c) () -> Description
    let fontDescriptionFree: @convention(c) (Description) -> Void
    let fontDescriptionFamily: @convention(c) (Description) -> UnsafePointer<CChar>?
    let fontDescriptionSetFamily: @convention(c) (Description, UnsafePointer<CChar>?) -> Void
    let fontDescriptionSetAbsoluteSize: @convention(c) (Description, Double) -> Void
    let fontDescriptionSetWeight: @convention(c) (Description, PangoWeight) -> Void
    let fontDescriptionSetStyle: @convention(c) (Description, PangoStyle) -> Void

    let layoutNew: @convention(c) (OpaquePointer?) -> Layout
    let layoutSetText: @convention(c) (Layout, UnsafePointer<CChar>?, Int32) -> Void
    let layoutText: @convention(c) (Layout) -> UnsafePointer<CChar>?
    let layoutSetFontDescription: @convention(c) (Layout, Description) -> Void
    let layoutSetAttributes: @convention(c) (Layout, OpaquePointer?) -> Void
    let layoutSetWidth: @convention(c) (Layout, Int32) -> Void
    let layoutSetHeight: @convention(c) (Layout, Int32) -> Void
    let layoutSetAlignment: @convention(c) (Layout, PangoAlignment) -> Void
    let layoutSetJustify: @convention(c) (Layout, gboolean) -> Void
    let layoutSetLineSpacing: @convention(c) (Layout, Float) -> Void
    let layoutSetWrap: @convention(c) (Layout, PangoWrapMode) -> Void
    let layoutSetEllipsize: @convention(c) (Layout, PangoEllipsizeMode) -> Void
    let layoutIsEllipsized: @convention(c) (Layout) -> gboolean
    let layoutLineCount: @convention(c) (Layout) -> Int32
    let layoutExtents: @convention(c) (Layout, UnsafeMutablePointer<PangoRectangle>?, UnsafeMutablePointer<PangoRectangle>?) -> Void
    let findBaseDirection: @convention(c) (UnsafePointer<CChar>?, Int32) -> PangoDirection
    /// GLib's `g_unichar_get_script`: the script a character belongs to (GLib is loaded with Pango).
    let unicharScript: @convention(c) (gunichar) -> GUnicodeScript

    let layoutIterator: @convention(c) (Layout) -> Iterator
    let iteratorFree: @convention(c) (Iterator) -> Void
    let iteratorNextRun: @convention(c) (Iterator) -> gboolean
    let iteratorNextLine: @convention(c) (Iterator) -> gboolean
    let iteratorRun: @convention(c) (Iterator) -> UnsafeMutablePointer<PangoGlyphItem>?
    let iteratorLine: @convention(c) (Iterator) -> UnsafeMutablePointer<PangoLayoutLine>?
    let iteratorLineExtents: @convention(c) (Iterator, UnsafeMutablePointer<PangoRectangle>?, UnsafeMutablePointer<PangoRectangle>?) -> Void
    let iteratorBaseline: @convention(c) (Iterator) -> Int32

    let attributeListNew: @convention(c) () -> OpaquePointer?
    let attributeListUnref: @convention(c) (OpaquePointer?) -> Void
    let attributeListInsert: @convention(c) (OpaquePointer?, Attribute) -> Void
    let weightAttribute: @convention(c) (PangoWeight) -> Attribute
    let styleAttribute: @convention(c) (PangoStyle) -> Attribute
    let foregroundAttribute: @convention(c) (UInt16, UInt16, UInt16) -> Attribute
    let foregroundAlphaAttribute: @convention(c) (UInt16) -> Attribute
    let absoluteSizeAttribute: @convention(c) (Int32) -> Attribute
    let underlineAttribute: @convention(c) (PangoUnderline) -> Attribute
    let riseAttribute: @convention(c) (Int32) -> Attribute
    let languageAttribute: @convention(c) (OpaquePointer?) -> Attribute
    let allowBreaksAttribute: @convention(c) (gboolean) -> Attribute
    let languageFromString: @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?

    /// The library, opened once, the first time a text is set; a run that cannot open it ends there
    /// (exit 2, its temporary outputs removed), as it would have ended before starting had Pango been linked.
    static let shared: PangoLibrary = {
        let opened: Result<PangoLibrary, LibraryError> = SharedLibrary.bind(["libpangocairo-1.0.so.0", "libpangocairo-1.0.so"], package: "libpangocairo-1.0-0")
        switch opened {
        case .success(let library): return library
        case .failure(let error): Interruption.abandon(saying: "poster: error: text cannot be set: \(error.message)", status: 2)
        }
    }()

    /// The fontconfig font behind `font`, or nil when it is not one.
    func fcFont(_ font: UnsafeMutablePointer<PangoFont>) -> UnsafeMutablePointer<PangoFcFont>? {
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard typeCheckInstanceIsA(instance, fcFontType()) != 0 else { return nil }
        return UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
    }

    /// Sets the fontconfig configuration `map` takes its fonts from, when it is a fontconfig font map.
    func setConfiguration(_ configuration: OpaquePointer, of map: UnsafeMutablePointer<PangoFontMap>) {
        let instance = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GTypeInstance.self)
        guard typeCheckInstanceIsA(instance, fcFontMapType()) != 0 else { return }
        fcFontMapSetConfig(OpaquePointer(map), configuration)
    }

    init(_ library: SharedLibrary) throws(LibraryError) {
        objectRef = try library.function("g_object_ref")
        objectUnref = try library.function("g_object_unref")
        typeCheckInstanceIsA = try library.function("g_type_check_instance_is_a")
        fcFontType = try library.function("pango_fc_font_get_type")
        fcFontMapType = try library.function("pango_fc_font_map_get_type")
        fcFontMapSetConfig = try library.function("pango_fc_font_map_set_config")
        fcFontPattern = try library.function("pango_fc_font_get_pattern")
        cairoFontMapNew = try library.function("pango_cairo_font_map_new")
        fontMapCreateContext = try library.function("pango_font_map_create_context")
        fontMapLoadFont = try library.function("pango_font_map_load_font")
        cairoContextSetResolution = try library.function("pango_cairo_context_set_resolution")
        cairoContextSetFontOptions = try library.function("pango_cairo_context_set_font_options")
        contextSetRoundGlyphPositions = try library.function("pango_context_set_round_glyph_positions")
        cairoShowLayout = try library.function("pango_cairo_show_layout")
        fontDescribe = try library.function("pango_font_describe")
        fontDescriptionNew = try library.function("pango_font_description_new")
        fontDescriptionFree = try library.function("pango_font_description_free")
        fontDescriptionFamily = try library.function("pango_font_description_get_family")
        fontDescriptionSetFamily = try library.function("pango_font_description_set_family")
        fontDescriptionSetAbsoluteSize = try library.function("pango_font_description_set_absolute_size")
        fontDescriptionSetWeight = try library.function("pango_font_description_set_weight")
        fontDescriptionSetStyle = try library.function("pango_font_description_set_style")
        layoutNew = try library.function("pango_layout_new")
        layoutSetText = try library.function("pango_layout_set_text")
        layoutText = try library.function("pango_layout_get_text")
        layoutSetFontDescription = try library.function("pango_layout_set_font_description")
        layoutSetAttributes = try library.function("pango_layout_set_attributes")
        layoutSetWidth = try library.function("pango_layout_set_width")
        layoutSetHeight = try library.function("pango_layout_set_height")
        layoutSetAlignment = try library.function("pango_layout_set_alignment")
        layoutSetJustify = try library.function("pango_layout_set_justify")
        layoutSetLineSpacing = try library.function("pango_layout_set_line_spacing")
        layoutSetWrap = try library.function("pango_layout_set_wrap")
        layoutSetEllipsize = try library.function("pango_layout_set_ellipsize")
        layoutIsEllipsized = try library.function("pango_layout_is_ellipsized")
        layoutLineCount = try library.function("pango_layout_get_line_count")
        layoutExtents = try library.function("pango_layout_get_extents")
        findBaseDirection = try library.function("pango_find_base_dir")
        unicharScript = try library.function("g_unichar_get_script")
        layoutIterator = try library.function("pango_layout_get_iter")
        iteratorFree = try library.function("pango_layout_iter_free")
        iteratorNextRun = try library.function("pango_layout_iter_next_run")
        iteratorNextLine = try library.function("pango_layout_iter_next_line")
        iteratorRun = try library.function("pango_layout_iter_get_run_readonly")
        iteratorLine = try library.function("pango_layout_iter_get_line_readonly")
        iteratorLineExtents = try library.function("pango_layout_iter_get_line_extents")
        iteratorBaseline = try library.function("pango_layout_iter_get_baseline")
        attributeListNew = try library.function("pango_attr_list_new")
        attributeListUnref = try library.function("pango_attr_list_unref")
        attributeListInsert = try library.function("pango_attr_list_insert")
        weightAttribute = try library.function("pango_attr_weight_new")
        styleAttribute = try library.function("pango_attr_style_new")
        foregroundAttribute = try library.function("pango_attr_foreground_new")
        foregroundAlphaAttribute = try library.function("pango_attr_foreground_alpha_new")
        absoluteSizeAttribute = try library.function("pango_attr_size_new_absolute")
        underlineAttribute = try library.function("pango_attr_underline_new")
        riseAttribute = try library.function("pango_attr_rise_new")
        languageAttribute = try library.function("pango_attr_language_new")
        allowBreaksAttribute = try library.function("pango_attr_allow_breaks_new")
        languageFromString = try library.function("pango_language_from_string")
    }
}

/// Pango, opened on first use (`PangoLibrary.shared`).
var pango: PangoLibrary { PangoLibrary.shared }
