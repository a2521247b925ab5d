import SpecModel

extension Pipeline {
    /// The endings of the data files a sheet reads (one per line of `DataFormats`), lower case, without the dot.
    public static var dataFileEndings: [String] {
        DataFormats.endings
    }
}
