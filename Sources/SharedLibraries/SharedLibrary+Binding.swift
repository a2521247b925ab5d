extension SharedLibrary {
    /// Opens `library` and binds the table of functions its C module's header lists
    /// (`POSTER_FUNCTION_TABLE(Table, …)`, whose `Table_symbols()` is `symbols`); the failure says what is missing.
    public static func bind<Table: BitwiseCopyable>(_ library: CatalogEntry, _ symbols: UnsafePointer<CChar>) -> Result<Table, LibraryError> {
        open(library).flatMap { opened in Result { () throws(LibraryError) in try opened.table(symbols) } }
    }
}
