/// The values of a template's fixed members (those holding no placeholder), decoded for its first row
/// and taken as they are for every other: a sheet's cell template is decoded once, then bound to each
/// row's values. A value is kept by the object that decoded it and the path of the member, so an
/// object of another kind at the same place (a figure whose kind comes from the data) decodes its own.
package final class DecodeMemo {
    /// The paths of the members whose values are the same in every row.
    let fixed: Set<SpecPath>
    private var values: [Key: Any] = [:]

    private struct Key: Hashable {
        let object: String
        let path: SpecPath
    }

    package init(fixed: Set<SpecPath>) {
        self.fixed = fixed
    }

    /// The value `object` decoded for the member at `path`, if it is fixed and was decoded before.
    func value(of object: String, at path: SpecPath) -> Any? {
        values[Key(object: object, path: path)]
    }

    /// Keeps what `object` decoded for the member at `path`, when that member is fixed.
    func keep(_ value: Any, of object: String, at path: SpecPath) {
        guard fixed.contains(path) else { return }
        values[Key(object: object, path: path)] = value
    }
}
