import ArgumentParser

/// A tiling option that cannot be used with the spec as it is (a sheet that holds its page, an overlap
/// wider than its sheets): `render` refuses the command line (exit 64); `watch` reports it and goes on
/// watching, since the next change of the spec may make the option usable again.
struct TileOptionRefused: Error {
    let message: String

    var validationError: ValidationError { ValidationError(message) }
}
