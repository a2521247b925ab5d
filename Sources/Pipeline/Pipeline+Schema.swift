import SpecModel
import SpecReader

extension Pipeline {
    /// The JSON Schema of a spec, or with `markdown` its reference as Markdown: what the decoder checks.
    public static func specSchema(markdown: Bool) -> String {
        markdown ? SpecSchema.reference : SpecSchema.schema.rendered
    }
}
