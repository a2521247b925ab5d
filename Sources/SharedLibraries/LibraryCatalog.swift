/// Every C library poster opens at run time: each binding opens its library through its entry here,
/// and packaging/depends.sh finds the Debian packages of the .deb's Depends from these entries.
public enum LibraryCatalog {
    public static let gif = CatalogEntry(name: "giflib", sonames: ["libgif.so.7", "libgif.so"], package: "libgif7", headers: "libgif-dev")
    public static let imageQuant = CatalogEntry(
        name: "libimagequant", sonames: ["libimagequant.so.0", "libimagequant.so"], package: "libimagequant0", headers: "libimagequant-dev")
    public static let webPMux = CatalogEntry(name: "libwebpmux", sonames: ["libwebpmux.so.3", "libwebpmux.so"], package: "libwebpmux3", headers: "libwebp-dev")
    public static let zint = CatalogEntry(name: "libzint", sonames: ["libzint.so.2.11", "libzint.so"], package: "libzint2.11", headers: "libzint-dev")
    public static let exif = CatalogEntry(name: "libexif", sonames: ["libexif.so.12", "libexif.so"], package: "libexif12", headers: "libexif-dev")
    public static let jpeg = CatalogEntry(
        name: "libjpeg-turbo", sonames: ["libturbojpeg.so.0", "libturbojpeg.so"], package: "libturbojpeg0", headers: "libturbojpeg0-dev")
    public static let webP = CatalogEntry(name: "libwebp", sonames: ["libwebp.so.7", "libwebp.so"], package: "libwebp7", headers: "libwebp-dev")
    public static let color = CatalogEntry(name: "littleCMS", sonames: ["liblcms2.so.2", "liblcms2.so"], package: "liblcms2-2", headers: "liblcms2-dev")
    /// The unversioned name first: any libqpdf the -dev package installs, whatever its soname.
    public static let qpdf = CatalogEntry(name: "libqpdf", sonames: ["libqpdf.so", "libqpdf.so.29"], package: "libqpdf-dev", headers: "libqpdf-dev")
    public static let svg = CatalogEntry(name: "librsvg", sonames: ["librsvg-2.so.2", "librsvg-2.so"], package: "librsvg2-2", headers: "librsvg2-dev")
    public static let xml = CatalogEntry(name: "libxml2", sonames: ["libxml2.so.2", "libxml2.so"], package: "libxml2", headers: "libxml2-dev")
    public static let sqlite = CatalogEntry(name: "SQLite", sonames: ["libsqlite3.so.0", "libsqlite3.so"], package: "libsqlite3-0", headers: "libsqlite3-dev")
    public static let zip = CatalogEntry(name: "libzip", sonames: ["libzip.so.4", "libzip.so"], package: "libzip4", headers: "libzip-dev")
    public static let yaml = CatalogEntry(name: "libyaml", sonames: ["libyaml-0.so.2", "libyaml.so"], package: "libyaml-0-2", headers: "libyaml-dev")
    public static let hyphen = CatalogEntry(name: "libhyphen", sonames: ["libhyphen.so.0", "libhyphen.so"], package: "libhyphen0", headers: "libhyphen-dev")
    public static let pango = CatalogEntry(
        name: "Pango", sonames: ["libpangocairo-1.0.so.0", "libpangocairo-1.0.so"], package: "libpangocairo-1.0-0", headers: "libpango1.0-dev")

    /// Every entry.
    public static let all = [gif, imageQuant, webPMux, zint, exif, jpeg, webP, color, qpdf, svg, xml, sqlite, zip, yaml, hyphen, pango]
}
